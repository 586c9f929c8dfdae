"""``mindspore.common.file_system``: the file-operation table checkpoint code writes and reads through.

MindSpore can swap the plain ``open`` for MindIO's memory file system; msgraph has only the plain backend,
so ``FileSystem()`` always holds ``open`` with the argument tuples checkpoint code passes to it
(``create_args`` appends, as MindSpore's: ``fs.create(path, *fs.create_args)``).
"""
from __future__ import annotations

from typing import Any

__all__ = ["FileSystem", "set_mindio_server_info", "mindio_preload"]

_MINDIO_SERVER_INFO = {"memfs.data_block_pool_capacity_in_gb": "100"}


class FileSystem:
    """The file functions checkpoint saving/loading uses (``create``/``open`` and their mode tuples)."""

    def __init__(self) -> None:
        self.create = open
        self.create_args = ("ab",)
        self.open = open
        self.open_args = ("rb",)
        self.backend = "basic"


def _register_basic_file_system(fs: FileSystem) -> bool:
    """Point ``fs`` at the plain file functions (``open`` with ``("ab",)`` / ``("rb",)``); always succeeds (True)."""
    fs.create = open
    fs.create_args = ("ab",)
    fs.open = open
    fs.open_args = ("rb",)
    return True


def _register_mindio_file_system(fs: FileSystem) -> bool:
    """MindSpore switches ``fs`` to MindIO's memory file system when MindIO is installed and starts; msgraph has
    no MindIO backend, so ``fs`` is left as it is and the answer is False (MindSpore's where MindIO is absent)."""
    return False


def set_mindio_server_info(data_block_pool_capacity_in_gb: Any = 100) -> None:
    """Store MindIO's memory-pool size (msgraph has no MindIO backend: stored only)."""
    value = data_block_pool_capacity_in_gb
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"The 'data_block_pool_capacity_in_gb' must be int, but got '{type(value).__name__}'.")
    if value <= 0:
        raise ValueError(f"The 'data_block_pool_capacity_in_gb' must be a positive int, but got {value}.")
    _MINDIO_SERVER_INFO["memfs.data_block_pool_capacity_in_gb"] = str(data_block_pool_capacity_in_gb)


def mindio_preload(ckpt_file_name: str) -> bool:
    """MindIO preloading: msgraph has no MindIO backend, so nothing is preloaded (False, as MindSpore
    answers where MindIO is not installed)."""
    if not isinstance(ckpt_file_name, str):
        raise TypeError(f"For 'mindio_preload', the type of 'ckpt_file_name' should be 'str', "
                        f"but got '{type(ckpt_file_name).__name__}'.")
    return False
