"""The debug hooks MindSpore 2.10 provides: PrintMetaDataHook (each column's dtype and shape, the default of
``set_debug_mode``) and PrintDataHook (each column's values)."""
from __future__ import annotations

import collections.abc
from typing import Any

import numpy as np

from .debug_hook import DebugHook


def _is_pil_image(value: Any) -> bool:
    try:
        from PIL import Image
    except ImportError:          # Pillow is optional: without it no column is a PIL image
        return False
    return isinstance(value, Image.Image)


class PrintMetaDataHook(DebugHook):
    """Prints ``Column <i>. The dtype is [..]. The shape is [..].`` per column (a PIL image: its type and size;
    another sized value: its type and length; anything else, e.g. a numpy scalar: the column number only)."""

    def __init__(self) -> None:
        super().__init__()

    def compute(self, *args: Any) -> Any:
        for i, col in enumerate(*args):
            msg = f"Column {i}. "
            if isinstance(col, np.ndarray):
                msg += f"The dtype is [{col.dtype}]. The shape is [{col.shape}]."
            elif _is_pil_image(col):
                msg += f"The type is [{type(col)}]. The shape is [{col.size}]."
            elif isinstance(col, collections.abc.Sized):
                msg += f"The type is [{type(col)}]. The size is [{len(col)}]."
            print(msg, flush=True)
        return args


class PrintDataHook(DebugHook):
    """Prints ``Column <i>. The data is [..].`` per column (a PIL image as its numpy array)."""

    def __init__(self) -> None:
        super().__init__()

    def compute(self, *args: Any) -> Any:
        for i, col in enumerate(*args):
            data = np.asarray(col) if _is_pil_image(col) else col
            print(f"Column {i}. The data is [{data}].", flush=True)
        return args
