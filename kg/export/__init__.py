"""Stage 8: exports. Every writer goes through :func:`atomic_write`; a build stages all of them."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

_UMASK = os.umask(0)
os.umask(_UMASK)


def atomic_write(path: str | Path, data: bytes, *, durable: bool = True) -> None:
    """Write ``data`` to ``path`` via a temporary file and a rename.

    A reader (or a build killed halfway) sees either the old file or the new one,
    never a half-written file. ``durable=False`` skips the fsync, for files that are
    cheap to recompute and checked when read (cache entries): still atomic against a
    killed process, not against a power cut.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        # mkstemp creates 0600; outputs are ordinary files.
        os.chmod(tmp, 0o666 & ~_UMASK)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@contextmanager
def staged_outputs(out: str | Path) -> Iterator[Path]:
    """A hidden directory inside ``out`` to write a set of outputs to, moved into ``out`` on success.

    Nothing in ``out`` changes until every output has been written in full; then
    each file is renamed into place (microseconds for all of them). A build that
    fails or is killed before that leaves the previous outputs as they were.

    Yields:
        The staging directory (on the same file system as ``out``, so renames are atomic).
    """
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=".staging-", dir=out))
    try:
        yield stage
        for path in sorted(stage.iterdir()):
            os.replace(path, out / path.name)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
