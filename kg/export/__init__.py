"""Stage 8: exports. Every writer goes through :func:`atomic_write`."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

_UMASK = os.umask(0)
os.umask(_UMASK)


def atomic_write(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temporary file and a rename.

    A reader (or a build killed halfway) sees either the old file or the new one,
    never a half-written file.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        # mkstemp creates 0600; outputs are ordinary files.
        os.chmod(tmp, 0o666 & ~_UMASK)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
