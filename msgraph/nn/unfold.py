"""``nn.Unfold`` (h-ops23, session 23): MindSpore 2.10's deprecated Cell over ExtractImagePatches.  Its arguments
are ``[1, row, col, 1]`` lists (checked as MindSpore does: the type check reads ``ksizes`` for all three, its
quirk), handed to the primitive as ``[1, 1, row, col]``.  MindSpore 2.10 has no CPU kernel for
ExtractImagePatches (a RuntimeError at the call); msgraph's primitive computes the patches, so this Cell does too
(docs/differences.md)."""
from __future__ import annotations

from ..ops import operations as P
from .cell import Cell


def _check(arg_name: str, arg_val, ksizes) -> None:
    if not isinstance(ksizes, (tuple, list)):
        raise TypeError(f"For 'Unfold', the type of 'ksizes' should be one of '['tuple', 'list']', but got type "
                        f"'{type(ksizes).__name__}'.")
    if len(arg_val) != 4 or arg_val[0] != 1 or arg_val[3] != 1:
        raise ValueError(f"For 'Unfold' the format of '{arg_name}s' must be [1, {arg_name}_row, {arg_name}_col, 1], "
                         f"but got {arg_val}.")
    row, col = arg_val[1], arg_val[2]
    if not (isinstance(row, int) and isinstance(col, int)) or row < 1 or col < 1:
        raise ValueError(f"For 'Unfold' the {arg_name}_row and {arg_name}_col in '{arg_name}s' must be an positive "
                         f"integer number, but got {arg_name}_row is {row}, {arg_name}_col is {col}")


class Unfold(Cell):
    """Extracts the ``(ksize_row, ksize_col)`` patches of NCHW images (dilated by ``rates``, every ``strides``)
    as channels: ``(N, ksize_row * ksize_col * C, out_row, out_col)``."""

    def __init__(self, ksizes, strides, rates, padding="valid"):
        super().__init__()
        _check("ksize", ksizes, ksizes)
        _check("stride", strides, ksizes)
        _check("rate", rates, ksizes)
        if not isinstance(padding, str) or padding.lower() not in ("valid", "same"):
            raise ValueError(f"Failed to convert the value \"{padding}\" of input 'padding' of 'ExtractImagePatches' "
                             f"to enum.")

        def nchw(v):
            return (v[0], v[3], v[1], v[2])

        self.extract_image_patches = P.ExtractImagePatches(nchw(ksizes), nchw(strides), nchw(rates), padding)

    def construct(self, input_x):
        return self.extract_image_patches(input_x)
