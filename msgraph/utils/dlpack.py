"""``mindspore.utils.dlpack``: ``to_dlpack`` / ``from_dlpack`` (DLPack capsules over a Tensor's memory)."""
from ..ops.tensor_api26 import from_dlpack, to_dlpack  # noqa: F401

__all__ = ["from_dlpack", "to_dlpack"]
