"""Names of MindSpore 2.10's ``mindspore.ops`` msgraph lacked (h-ops23, session 23): ``MatrixExp`` /
``matrix_exp``, ``Dilation2D``, ``NonMaxSuppressionV3``, ``CountNonZero`` and ``group_norm``.

MindSpore 2.10's CPU backend runs none of the four primitives (recorded: tests/conformance/programs/ops23/):
``MatrixExp``, ``NonMaxSuppressionV3`` and ``CountNonZero`` have no CPU kernel (the kernel-select RuntimeError at
the call, in PyNative and when a graph is compiled), and every ``Dilation2D`` call fails converting its pad_mode
attribute (a RuntimeError).  msgraph follows that: their argument and shape checks are MindSpore's, a call that
passes them raises MindSpore's RuntimeError.  ``ops.count_nonzero`` (the function, ReduceSum of NotEqual) runs.

``group_norm`` is the one definition of the group normalisation composition (``mint.nn.functional.group_norm``
calls it).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import ShapeError
from ._compose import CompositePrimitive
from ._helpers import np_dtype, shape_of
from ._helpers import user_type
from .registry import op_function, public_functions


def _is_tensor(x: Any) -> bool:
    from ..common.tensor_methods import TensorMethods

    return isinstance(x, TensorMethods) or getattr(x, "__msgraph_emit__", None) is not None


def _ms_dtype_name(x: Any) -> str:
    from ..common import dtype as mstype

    return str(mstype.from_numpy(np.dtype(np_dtype(x))))


def _no_cpu_kernel(name: str) -> RuntimeError:
    """MindSpore 2.10's kernel-select failure for an op without a CPU kernel."""
    from .zoo_ops import _unsupported

    return _unsupported(name)


# --- MatrixExp ------------------------------------------------------------------------------------------------------
class MatrixExp(CompositePrimitive):
    """MatrixExp()(x): the matrix exponential of each square matrix of ``x`` (..., n, n).  MindSpore 2.10 has no
    CPU kernel for it: after its shape checks (rank >= 2, square: ValueError) a call is its RuntimeError."""

    def __call__(self, x: Any) -> Any:
        if not _is_tensor(x):
            raise TypeError(f'Failed calling MatrixExp with "MatrixExp()(input={user_type(x)})".\n'
                            'The valid calling should be: \n"MatrixExp()(input=<Tensor>)".')
        s = tuple(shape_of(x))
        if len(s) < 2:
            raise ValueError(f"For primitive[MatrixExp], the x rank must be greater than or equal to 2, "
                             f"but got {len(s)}.")
        if s[-1] != s[-2]:
            raise ValueError(f"For MatrixExp, the input expects a tensor of squared matrices, but got shape "
                             f"[const vector]{{{', '.join(str(d) for d in s)}}}.")
        raise _no_cpu_kernel("MatrixExp")


@op_function
def matrix_exp(input: Any) -> Any:  # noqa: A002
    """The matrix exponential of each square matrix of ``input`` (MatrixExp: no CPU kernel in MindSpore 2.10)."""
    return MatrixExp()(input)


# --- Dilation2D -----------------------------------------------------------------------------------------------------
def _dilation_attr(name: str, value: Any) -> tuple:
    """``stride`` / ``dilation``: an int, or 2 or 4 positive ints (4: ``[1, 1, h, w]``), as ``(1, 1, h, w)``."""
    if isinstance(value, bool) or not isinstance(value, (int, tuple)):
        raise TypeError(f"For 'Dilation2D', the type of '{name}' should be one of '['int', 'tuple']', but got type "
                        f"'{user_type(value).__name__}'.")
    bad = ValueError(f"For 'Dilation2D' attr '{name}' should be an positive int number or a tuple of two or four "
                     f"positive int numbers, but got {value}")
    if isinstance(value, int):
        if value < 1:
            raise bad
        return (1, 1, value, value)
    if len(value) not in (2, 4) or any(isinstance(v, bool) or not isinstance(v, int) or v < 1 for v in value):
        raise bad
    if len(value) == 2:
        return (1, 1) + tuple(value)
    if value[0] != 1 or value[1] != 1:
        word = "weigth"  # MindSpore's spelling
        raise ValueError(f"For 'Dilation2D' attr '{name}' should be [1, 1, {name}_height, {name}_{word}]when "
                         f"data_format is 'NCHW', but got {value}")
    return tuple(value)


class Dilation2D(CompositePrimitive):
    """Dilation2D(stride, dilation, pad_mode='SAME', data_format='NCHW')(x, filter): grayscale morphological
    dilation of NCHW ``x`` by ``filter`` (C, kh, kw).  In MindSpore 2.10 every call on CPU is a RuntimeError (its
    pad_mode attribute does not convert); its constructor checks are reproduced."""

    _attrs = {"stride": None, "dilation": None, "pad_mode": "SAME", "data_format": "NCHW"}

    def __init__(self, stride: Any, dilation: Any, pad_mode: str = "SAME", data_format: str = "NCHW") -> None:
        super().__init__(stride, dilation, pad_mode, data_format)

    def _check_attrs(self) -> None:
        a = self.attrs
        modes = ['VALID', 'SAME', 'valid', 'same']
        if not isinstance(a["pad_mode"], str) or a["pad_mode"] not in modes:
            raise ValueError(f"For 'Dilation2D', the 'pad_mode' must be str and must be in '{modes}', but got "
                             f"{a['pad_mode']!r}.")
        formats = ['NCHW', 'NHWC']
        if not isinstance(a["data_format"], str) or a["data_format"] not in formats:
            raise ValueError(f"For 'Dilation2D', the 'data_format' must be str and must be in '{formats}', but got "
                             f"{a['data_format']!r}.")
        if a["data_format"] == "NHWC":
            raise ValueError("For 'Dilation2D', NHWC format is not supported at present.")
        a["pad_mode"] = a["pad_mode"].upper()
        a["stride"] = _dilation_attr("stride", a["stride"])
        a["dilation"] = _dilation_attr("dilation", a["dilation"])

    def __call__(self, x: Any, filter: Any) -> Any:  # noqa: A002
        sx, sf = tuple(shape_of(x)), tuple(shape_of(filter))
        if len(sx) == 4 and len(sf) == 3 and sx[1] != sf[0]:   # the shape check comes before the kernel's failure
            raise ShapeError(f"For Dilation2D, the C dim value of `x` shape and `filter` shape must be equal, but got "
                             f"x_shape: {list(sx)} and filter_shape: {list(sf)}.")
        raise RuntimeError(f"Cast failed, original value: {self.pad_mode}, type: StringImm")


# --- NonMaxSuppressionV3 --------------------------------------------------------------------------------------------
class NonMaxSuppressionV3(CompositePrimitive):
    """NonMaxSuppressionV3()(boxes, scores, max_output_size, iou_threshold, score_threshold): the indices of the
    boxes greedy non-max suppression keeps.  No CPU kernel in MindSpore 2.10: a call is its RuntimeError."""

    def __call__(self, boxes: Any, scores: Any, max_output_size: Any, iou_threshold: Any,
                 score_threshold: Any) -> Any:
        from .registry import is_number_input

        name = "For primitive[NonMaxSuppressionV3]"
        if any(is_number_input(v) for v in (max_output_size, iou_threshold, score_threshold)):
            raise RuntimeError("The method 'GetShapeVector()' doesn't implement")
        bs, ss = tuple(shape_of(boxes)), tuple(shape_of(scores))
        if len(bs) != 2:
            raise ValueError(f"{name}, the boxes rank must be equal to 2, but got {len(bs)}.")
        if bs[1] != 4:
            raise ValueError(f"{name}, the boxes second dimension must be equal to 4, but got {bs[1]}.")
        if len(ss) != 1:
            raise ValueError(f"{name}, the scores rank must be equal to 1, but got {len(ss)}.")
        if ss[0] != bs[0]:
            raise ValueError(f"{name}, the scores length must be equal to {bs[0]}, but got {ss[0]}.")
        mt = _ms_dtype_name(max_output_size)
        if mt not in ("Int32", "Int64"):
            raise TypeError(f"{name}, the input argument[max_output_size_type] must be a type of {{Int32, Int64, "
                            f"Tensor[Int32], Tensor[Int64]}}, but got Tensor[{mt}].")
        if len({_ms_dtype_name(v) for v in (boxes, scores, iou_threshold, score_threshold)}) != 1:
            raise TypeError(f"{name}, the input type must be same.")
        raise _no_cpu_kernel("NonMaxSuppressionV3")


# --- CountNonZero ---------------------------------------------------------------------------------------------------
class CountNonZero(CompositePrimitive):
    """CountNonZero(dims=None)(x, dims): the number of nonzero entries of ``x`` over ``dims``.  The primitive
    takes both inputs; MindSpore 2.10 has no CPU kernel for it (a RuntimeError), ``ops.count_nonzero`` runs."""

    _attrs = {"dims": None}

    def __call__(self, *args: Any) -> Any:
        if len(args) != 2:
            raise RuntimeError(f"For Operator[CountNonZero], the inputs number should be 2 but got {len(args)}.")
        x, dims = args
        nd = len(tuple(shape_of(x)))
        items = dims if isinstance(dims, (tuple, list)) else () if dims is None else (dims,)
        for d in items:
            if isinstance(d, bool) or not isinstance(d, int):
                raise TypeError(f'Failed calling CountNonZero with "CountNonZero()(input=Tensor, '
                                f'dim={user_type(dims).__name__})".')
            if not -nd <= d < nd:
                raise ValueError(f"For primitive[CountNonZero], the axis value must be in [{-nd},{nd}), but got {d}.")
        raise _no_cpu_kernel("CountNonZero")


# --- group_norm -----------------------------------------------------------------------------------------------------
@op_function
def group_norm(input: Any, num_groups: int, weight: Any = None, bias: Any = None, eps: float = 1e-05) -> Any:  # noqa: A002
    """Group normalisation: each of ``num_groups`` groups of channels of ``input`` (N, C, *) normalised over
    (C / num_groups, *spatial) with ``eps``, then ``* weight + bias`` per channel (C,)."""
    from .value_dependent import at_run_time

    num_groups, eps = at_run_time(num_groups), at_run_time(eps)   # (int(t) / float(t); flip49)
    shape = tuple(shape_of(input))
    c = shape[1]   # a 1-D input: IndexError, as MindSpore
    if isinstance(num_groups, bool) or not isinstance(num_groups, int):
        raise TypeError(f'Failed calling GroupNorm with "GroupNorm()(input=Tensor, num_groups='
                        f'{user_type(num_groups).__name__}, weight=Tensor, bias=Tensor, eps=float)".')
    if num_groups < 1:
        raise ValueError(f"For GroupNorm, the 'num_groups' must be greater than 0, but got {num_groups}")
    if c % num_groups:
        raise ValueError(f"For GroupNorm, the 'num_channels' must be divided by 'num_groups', but got "
                         f"'num_channels': {c} ,'num_groups': {num_groups}")
    names = [_ms_dtype_name(v) if v is not None else None for v in (input, weight, bias)]
    names = [names[0] if nm is None else nm for nm in names]   # the default weight / bias: input's dtype
    if names[0] not in ("BFloat16", "Float16", "Float32", "Float64") or len(set(names)) != 1:
        raise TypeError(f"For GroupNorm. input arguments' types must be the same and be one of [BFloat16, Float16, "
                        f"Float32, Float64]. But got input's type: {names[0]}, weight's type: {names[1]}, bias's type: "
                        f"{names[2]}.")
    from .nn_extra import GroupNorm

    return GroupNorm()(input, num_groups, weight, bias, eps)[0]   # MindSpore's GroupNorm kernel (its roundings)


__all__ = public_functions(globals())
__all__ += ["MatrixExp", "Dilation2D", "NonMaxSuppressionV3", "CountNonZero"]


# --- Tensor methods MindSpore 2.10 names but does not run on CPU ----------------------------------------------------
def _install() -> None:
    """``Tensor.kthvalue`` (its method dispatch raises ValueError "should not come here"), ``Tensor.triangular_solve``
    (no function registered for it: AttributeError) and ``Tensor.index_copy_`` (no CPU kernel InplaceIndexCopy:
    RuntimeError, the receiver unchanged), as MindSpore 2.10 on CPU; in graph code kthvalue and index_copy_ are the
    kernel-select RuntimeError (recorded: ops23/tensor_methods, ops23/tensor_methods_cell).  The working
    forms are ``mint.kthvalue`` and ``mint.triangular_solve``."""
    from ..common.tensor_methods import TensorMethods as TM

    from .value_dependent import is_symbolic

    def kthvalue(self, k, dim=-1, keepdim=False):
        if is_symbolic(self):   # graph code: the Kthvalue op, which has no CPU kernel
            raise _no_cpu_kernel("Kthvalue")
        raise ValueError("should not come here for kthvalue py_method.")

    def triangular_solve(self, A, upper=True, transpose=False, unitriangular=False):  # noqa: N803
        raise AttributeError("'Registry' object has no attribute 'triangular_solve'")

    def index_copy_(self, dim, index, tensor):
        if is_symbolic(self):   # graph code: InplaceIndexCopy, no CPU kernel
            raise _no_cpu_kernel("InplaceIndexCopy")
        raise RuntimeError("The kernel InplaceIndexCopy unregistered.")

    for fn in (kthvalue, triangular_solve, index_copy_):
        if fn.__name__ not in vars(TM):
            fn.__qualname__ = f"Tensor.{fn.__name__}"
            setattr(TM, fn.__name__, fn)


_install()
