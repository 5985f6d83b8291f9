"""Atomic file writes: every output, cache entry and marker goes through :func:`atomic_write`;
a build stages all of its outputs (:func:`staged_outputs`)."""

from __future__ import annotations

import gzip
import os
import secrets
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def atomic_write(path: str | Path, data: bytes, *, durable: bool = True) -> None:
    """Write ``data`` to ``path`` via a temporary file and a rename.

    A reader (or a build killed halfway) sees either the old file or the new one,
    never a half-written file. ``durable=False`` skips the fsync, for files that are
    cheap to recompute and checked when read (cache entries): still atomic against a
    killed process, not against a power cut.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp, fd = _create_temporary(path)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_output(path: str | Path, data: bytes) -> None:
    """:func:`atomic_write`, gzip-compressed when the file name ends in ``.gz``.

    The gzip header holds no time stamp or file name, so the same data gives the same bytes.
    """
    if str(path).endswith(".gz"):
        data = gzip.compress(data, compresslevel=6, mtime=0)
    atomic_write(path, data)


def _create_temporary(path: Path) -> tuple[Path, int]:
    """A new hidden file beside ``path`` (``.<name>.<random>.tmp``), open for writing.

    Created with mode 0666 so that the process umask applies, as to any ordinary
    output (``mkstemp`` would make it 0600, and reading the umask means setting it).
    """
    while True:
        tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
        try:
            return tmp, os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        except FileExistsError:
            continue


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
