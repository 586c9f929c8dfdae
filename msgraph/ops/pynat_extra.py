"""Function forms MindSpore's pynative/compiler st tests use (h-pynat): ``ops.diagonal`` (a composition of
transpose, reshape and strided_slice, so it differentiates and compiles through those ops) and the deprecated
``P.TensorAdd`` (MindSpore 2.10 keeps it as an alias of Add whose primitive name is "Add")."""
from __future__ import annotations

from typing import Any

from ..common.tensor import Tensor
from ._helpers import normalize_axis, shape_of
from ._helpers import user_type
from .math import Add
from .registry import refuse_numbers
from .registry import export, op_function

__all__ = ["diagonal", "dyn_shape"]


def _F():
    from . import functional

    return functional


@op_function
def diagonal(input: Any, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Any:  # noqa: A002
    """The diagonals (offset ``offset``) of the matrices spanned by ``dim1``/``dim2``, as numpy.diagonal: those
    two axes are removed and the diagonal becomes the last axis."""
    F = _F()
    if not isinstance(input, Tensor) and not hasattr(input, "__msgraph_emit__"):
        def kind(v: Any) -> str:
            if isinstance(v, (list, tuple)):
                return f"{'List' if isinstance(v, list) else 'Tuple'}<{', '.join(kind(e) for e in v)}>"
            return type(v).__name__

        raise TypeError(f'Failed calling Diagonal with "Diagonal(offset=int, dim1=int, dim2=int)(input={kind(input)})".'
                        '\nThe valid calling should be: \n"Diagonal(offset=<int>, dim1=<int>, dim2=<int>)'
                        '(input=<Tensor>)".')
    s = tuple(shape_of(input))
    nd = len(s)
    if nd < 2:
        raise ValueError(f"For 'diagonal', the input must be at least 2-d, but got {nd}-d.")
    from .value_dependent import is_graph_int, needs_constant_int

    if is_graph_int(offset):   # ms.mutable(1) in graph code: the graph is specialized on its value (adapt41rt)
        raise needs_constant_int("diagonal", "offset")
    if isinstance(offset, bool) or not isinstance(offset, int):
        raise TypeError(f"For 'diagonal', 'offset' must be an int, but got {user_type(offset).__name__}.")
    d1, d2 = normalize_axis("diagonal", dim1, nd, "dim1"), normalize_axis("diagonal", dim2, nd, "dim2")
    if d1 == d2:
        raise ValueError(f"For 'diagonal', 'dim1' and 'dim2' must be different, but got {dim1} and {dim2}.")
    rest = [i for i in range(nd) if i not in (d1, d2)]
    x = F.transpose(input, tuple(rest + [d1, d2]))
    n, m = s[d1], s[d2]
    lead = tuple(s[i] for i in rest)
    if offset >= 0:
        length, start = max(0, min(n, m - offset)), offset
    else:
        length, start = max(0, min(n + offset, m)), -offset * m
    flat = F.reshape(x, lead + (n * m,))
    if length == 0:
        return F.strided_slice(flat, (0,) * len(lead) + (0,), lead + (0,), (1,) * (len(lead) + 1))
    step = m + 1
    end = start + (length - 1) * step + 1
    return F.strided_slice(flat, (0,) * len(lead) + (start,), lead + (end,), (1,) * len(lead) + (step,))


@op_function
def dyn_shape(input_x: Any) -> Any:
    """The shape of ``input_x`` as an int64 Tensor (MindSpore's deprecated ``ops.dyn_shape``: TensorShape)."""
    refuse_numbers('Failed calling TensorShape with "TensorShape()(input_x={k0})".', input_x)
    from .prims_extra import TensorShape

    return TensorShape()(input_x)


class TensorAdd(Add):  # type: ignore[misc, valid-type]
    """MindSpore's deprecated name of :class:`Add` (its primitive name stays "Add")."""


TensorAdd.__module__ = "msgraph.ops"
export(TensorAdd)


def _deprecated_aliases() -> None:
    """MindSpore 2.10's ``ops.deprecated`` classes that still run on CPU, as subclasses of their new names
    (h-nn6): ``Gelu`` -> GeLU, ``FastGelu`` -> FastGeLU, ``Pack(axis)`` -> Stack, ``Unpack(axis)`` -> Unstack."""
    from .array_compose import Unstack
    from .array_ops import Stack
    from .nn_ops import GeLU
    from .prims_extra import FastGeLU

    for name, base in (("Gelu", GeLU), ("FastGelu", FastGeLU), ("Pack", Stack), ("Unpack", Unstack)):
        cls = type(name, (base,), {"__doc__": f"MindSpore's deprecated name of :class:`{base.__name__}`.",
                                   "__module__": "msgraph.ops._deprecated"})
        cls.__module__ = "msgraph.ops"
        export(cls)


_deprecated_aliases()


def _bind() -> None:
    from ..common.tensor_methods import TensorMethods, _forward

    if not hasattr(TensorMethods, "diagonal"):
        setattr(TensorMethods, "diagonal", _forward("diagonal", "diagonal"))


_bind()


# ``_inner_ops.CopyWithSlice()(dst, src)``: copies src into dst in place (MindSpore's view-copy kernel);
# one more assign-like op (control._define_assign), so both modes write the destination as Assign does.
def _define_copy_with_slice() -> Any:
    from .control import _define_assign

    return _define_assign("CopyWithSlice", lambda var, v: v,
                          "CopyWithSlice()(self, src): self = src, in place (same shape).",
                          grad_rule=lambda d: (d, None))


COPY_WITH_SLICE, CopyWithSlice = _define_copy_with_slice()
COPY_WITH_SLICE.reads_as_variable = True


# MindSpore's generated ``contiguous`` / ``copy`` functions (``mindspore.ops.auto_generate``).  Both take a Tensor
# only (a number or a list is MindSpore's "Failed calling Contiguous / Copy" TypeError, both modes).  ``contiguous``
# eagerly is the Tensor method (itself when contiguous, a copy of a transposed / strided view: a write to the result
# never reaches the view's base); in graph code it is a new Tensor, as MindSpore's Contiguous kernel writes one (an
# output never aliases the input).  ``copy`` is always a new Tensor.  Not in ``ops``: MindSpore's ``ops`` has neither.
def _tensor_only(name: str, input: Any) -> None:  # noqa: A002
    if isinstance(input, Tensor) or hasattr(input, "__msgraph_emit__"):
        return
    kind = {list: "List", tuple: "Tuple", int: "Int64", float: "Float32", bool: "Bool"}.get(type(input),
                                                                                           type(input).__name__)
    raise TypeError(f'Failed calling {name} with "input={kind}".\nThe valid calling should be: \n'
                    f'"{name}()(input=<Tensor>)".')


@op_function
def contiguous(input: Any) -> Any:  # noqa: A002
    """``input`` as a contiguous Tensor: itself when contiguous, else a copy (eagerly); a new Tensor in graph code."""
    _tensor_only("Contiguous", input)
    if isinstance(input, Tensor):
        return input.contiguous()
    from .control import identity_copy

    return identity_copy(input)


@op_function
def copy(input: Any) -> Any:  # noqa: A002
    """A new Tensor with the values of ``input``."""
    _tensor_only("Copy", input)
    from .control import identity_copy

    return identity_copy(input)
