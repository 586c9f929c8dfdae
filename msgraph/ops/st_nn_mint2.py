"""MindSpore 2.10 primitives and functions its st dynamic-shape and mint tests use that msgraph lacked (h-nn2):
``GridSampler2D`` / ``GridSampler3D`` (the primitive forms of :func:`grid_sample`) and their gradients
``GridSampler2DGrad`` / ``GridSampler3DGrad`` (``ops.auto_generate``), and ``einsum_ext`` (``mint.einsum``):
compositions of registry ops.
Recorded from MindSpore 2.10: tests/conformance/programs/st_nn_mint2/."""
from __future__ import annotations

from typing import Any, List, Tuple

import numpy as np

from ._compose import CompositePrimitive
from . import bf16
from ._helpers import dtype_name, np_dtype, shape_of
from ._helpers import user_type
from .array_ops import _unsorted_segment_sum as _segsum_drop  # ids out of range dropped
from .registry import op_function, public_functions


def _F() -> Any:
    from . import functional

    return functional


def _Tensor() -> Any:
    from ..common.tensor import Tensor

    return Tensor


_GS_ATTRS = {"interpolation_mode": "bilinear", "padding_mode": "zeros", "align_corners": False}


def _check_same_type(name: str, input_x: Any, grid: Any) -> None:
    if np_dtype(input_x) != np_dtype(grid):
        if name == "GridSampler2D":     # MindSpore 2.10's GridSampler2D infer has its own wording
            raise TypeError(f"Input grid must have the same data type with input x! input[x] data type = "
                            f"Tensor[{_dtype_name(input_x)}] but input[grid] data type = Tensor[{_dtype_name(grid)}]")
        raise TypeError(f"For primitive[{name}], the input type must be same.\n"
                        f"name:[grid]:Tensor[{_dtype_name(grid)}].\nname:[input_x]:Tensor[{_dtype_name(input_x)}].")


def _dtype_name(x: Any) -> str:
    return str(getattr(x, "dtype", np_dtype(x)))


class _GridSampler(CompositePrimitive):
    _attrs = dict(_GS_ATTRS)

    def _check_attrs(self) -> None:
        name, a = type(self).__name__, self.attrs
        for arg, allowed in (("interpolation_mode", ("bilinear", "nearest")),
                             ("padding_mode", ("zeros", "border", "reflection"))):
            if not isinstance(a[arg], str):
                raise TypeError(f"For '{name}', the type of '{arg}' must be str, but got {user_type(a[arg]).__name__}.")
            if a[arg] not in allowed:
                raise ValueError(f"For '{name}', the '{arg}' must be one of {list(allowed)}, but got '{a[arg]}'.")
        if not isinstance(a["align_corners"], bool):
            raise TypeError(f"For '{name}', the type of 'align_corners' must be bool, but got "
                            f"{user_type(a['align_corners']).__name__}.")

    def __call__(self, input_x: Any, grid: Any) -> Any:
        from .st_gpu_a import _check_type

        name = type(self).__name__
        _check_same_type(name, input_x, grid)      # checked first, as MindSpore 2.10 (an int grid: this error)
        _check_type(name, "input_x", np_dtype(input_x), ("float16", "float32", "float64"))
        _check_type(name, "grid", np_dtype(grid), ("float16", "float32", "float64"))
        return _F().grid_sample(input_x, grid, self.attrs["interpolation_mode"], self.attrs["padding_mode"],
                                self.attrs["align_corners"])


class GridSampler2D(_GridSampler):
    """GridSampler2D(interpolation_mode='bilinear', padding_mode='zeros', align_corners=False)(input_x, grid):
    ``ops.grid_sample`` of a (N, C, H, W) input at a (N, Ho, Wo, 2) grid."""


class GridSampler3D(_GridSampler):
    """GridSampler3D(interpolation_mode='bilinear', padding_mode='zeros', align_corners=False)(input_x, grid):
    ``ops.grid_sample`` of a (N, C, D, H, W) input at a (N, Do, Ho, Wo, 3) grid."""


def _source_and_slope(F: Any, coord: Any, size: int, padding_mode: str, align_corners: bool) -> Tuple[Any, Any]:
    """The source pixel coordinate of a normalized grid coordinate (as grid_sample's) and its derivative
    d source / d coord (0 where border/reflection clipping holds it constant)."""
    from .st_ops_top2 import _grid_source

    src = _grid_source(F, coord, size, padding_mode, align_corners)
    scale = (size - 1) / 2.0 if align_corners else size / 2.0
    slope = F.mul(F.ones_like(coord), scale)
    if padding_mode == "border":
        x = F.mul(F.add(coord, 1.0), scale) if align_corners else \
            F.div(F.sub(F.mul(F.add(coord, 1.0), float(size)), 1.0), 2.0)
        inside = F.logical_and(F.greater(x, 0.0), F.less(x, float(size - 1)))
        slope = F.mul(slope, F.cast(inside, np_dtype(coord)))
    elif padding_mode == "reflection":
        # the reflected coordinate moves with (or against) the unnormalized one: the sign of a finite step
        eps = 1e-3
        up = _grid_source(F, F.add(coord, eps), size, padding_mode, align_corners)
        down = _grid_source(F, F.sub(coord, eps), size, padding_mode, align_corners)
        slope = F.mul(slope, F.sign(F.sub(up, down)))
        inside = F.logical_and(F.greater(src, 0.0), F.less(src, float(size - 1)))   # the final clip's gradient
        slope = F.mul(slope, F.cast(inside, np_dtype(coord)))
    return src, slope


def _grid_sample_grad(name: str, attrs: Any, grad: Any, input_x: Any, grid: Any) -> Tuple[Any, Any]:
    """(d input_x, d grid) of grid_sample(input_x, grid) for the output gradient ``grad``."""
    F = _F()
    Tensor = _Tensor()
    _check_same_type(name, input_x, grid)
    if np_dtype(input_x) == np.float16:   # computed in float32 and rounded once, as MindSpore's kernel
        dx, dgrid = _grid_sample_grad(name, attrs, F.cast(grad, np.float32), F.cast(input_x, np.float32),
                                      F.cast(grid, np.float32))
        return F.cast(dx, np.float16), F.cast(dgrid, np.float16)
    mode, padding_mode, align_corners = attrs["interpolation_mode"], attrs["padding_mode"], attrs["align_corners"]
    xs, gs = tuple(shape_of(input_x)), tuple(shape_of(grid))
    nd = len(xs) - 2
    n, c = xs[0], xs[1]
    sizes = xs[2:]
    out_sp = gs[1:-1]
    dt = np_dtype(input_x)
    coords = [F.squeeze(F.gather(grid, Tensor(np.array([nd - 1 - a], np.int32)), nd + 1), nd + 1) for a in range(nd)]
    src, slope = zip(*(_source_and_slope(F, coords[a], sizes[a], padding_mode, align_corners) for a in range(nd)))
    g = F.transpose(grad, (0,) + tuple(range(2, nd + 2)) + (1,))            # (N, *out, C)
    feat = F.transpose(input_x, (0,) + tuple(range(2, nd + 2)) + (1,))     # (N, *in, C)
    batch = np.broadcast_to(np.arange(n).reshape((n,) + (1,) * nd), (n,) + tuple(out_sp)).astype(np.int32)
    flat_in = int(np.prod(xs[2:])) * n
    strides = [int(np.prod(sizes[a + 1:])) for a in range(nd)]

    def corner_index(corner: List[Any]) -> Tuple[Any, Any]:
        """(flat index into (N * prod(in)), 1.0 where the corner lies inside the input)."""
        inside = None
        flat = Tensor(batch * int(np.prod(sizes)))
        for a, v in enumerate(corner):
            ok = F.logical_and(F.greater_equal(v, 0.0), F.less_equal(v, float(sizes[a] - 1)))
            inside = ok if inside is None else F.logical_and(inside, ok)
            flat = F.add(flat, F.mul(F.cast(F.clip(v, 0.0, float(sizes[a] - 1)), np.int32), strides[a]))
        return flat, F.cast(inside, dt)

    feat_flat = F.reshape(feat, (flat_in, c))
    dx = None
    dsrc = [None] * nd
    if mode == "nearest":
        corners = [([F.round(v) for v in src], None)]
    else:
        lows = [F.floor(v) for v in src]
        fracs = [F.sub(v, lo) for v, lo in zip(src, lows)]
        corners = []
        for bits in np.ndindex(*(2,) * nd):
            corners.append(([F.add(lows[a], 1.0) if b else lows[a] for a, b in enumerate(bits)], bits))
    for corner, bits in corners:
        flat, inside = corner_index(corner)
        if bits is None:
            weight = inside
        else:
            factors = [fracs[a] if b else F.sub(1.0, fracs[a]) for a, b in enumerate(bits)]
            weight = inside
            for f in factors:
                weight = F.mul(weight, f)
        contrib = F.mul(g, F.expand_dims(weight, -1))                         # (N, *out, C)
        seg = _segsum_drop(F.reshape(contrib, (-1, c)), F.reshape(flat, (-1,)), flat_in)
        dx = seg if dx is None else F.add(dx, seg)
        if bits is None:
            continue
        vals = F.gather(feat_flat, F.reshape(flat, (-1,)), 0)
        gv = F.mul(F.reduce_sum(F.mul(F.reshape(vals, tuple(shape_of(g))), g), -1), inside)   # (N, *out)
        for a in range(nd):
            d = gv
            for b2, f in enumerate(factors):
                if b2 != a:
                    d = F.mul(d, f)
            d = d if bits[a] else F.neg(d)
            dsrc[a] = d if dsrc[a] is None else F.add(dsrc[a], d)
    dx = F.transpose(F.reshape(dx, (n,) + tuple(sizes) + (c,)), (0, nd + 1) + tuple(range(1, nd + 1)))
    if mode == "nearest":
        dgrid = F.zeros_like(grid)
    else:
        # grid's last axis is x, y(, z): the reverse of the input's spatial order
        dgrid = F.stack(tuple(F.mul(dsrc[nd - 1 - k], slope[nd - 1 - k]) for k in range(nd)), -1)
    return F.cast(dx, dt), F.cast(dgrid, np_dtype(grid))


class GridSampler2DGrad(CompositePrimitive):
    """GridSampler2DGrad(interpolation_mode='bilinear', padding_mode='zeros', align_corners=False)(grad, input_x,
    grid): the gradients (d input_x, d grid) of GridSampler2D for the output gradient ``grad``."""

    _attrs = dict(_GS_ATTRS)

    def __call__(self, grad: Any, input_x: Any, grid: Any) -> Any:
        return _grid_sample_grad("GridSampler2DGrad", self.attrs, grad, input_x, grid)


class GridSampler3DGrad(CompositePrimitive):
    """GridSampler3DGrad(interpolation_mode='bilinear', padding_mode='zeros', align_corners=False)(grad, input_x,
    grid): the gradients (d input_x, d grid) of GridSampler3D for the output gradient ``grad``."""

    _attrs = dict(_GS_ATTRS)

    def __call__(self, grad: Any, input_x: Any, grid: Any) -> Any:
        return _grid_sample_grad("GridSampler3DGrad", self.attrs, grad, input_x, grid)


# --- ResizeNearestNeighborV2 / ResizeNearestNeighborV2Grad: the size as an input ----------------------------------------
def _static_size(name: str, size: Any) -> Any:
    if hasattr(size, "asnumpy"):
        size = tuple(int(v) for v in size.asnumpy().tolist())
    from .resize_ops import _check_size

    return _check_size(name, size)


class ResizeNearestNeighborV2(CompositePrimitive):
    """ResizeNearestNeighborV2(align_corners=False, half_pixel_centers=False)(x, size): ResizeNearestNeighbor of the
    (N, C, H, W) image x with the output size (a tuple or an int32 Tensor) as an input."""

    _attrs = {"align_corners": False, "half_pixel_centers": False}

    def __call__(self, x: Any, size: Any) -> Any:
        from .resize_ops import ResizeNearestNeighbor

        op = ResizeNearestNeighbor(_static_size("ResizeNearestNeighborV2", size), self.attrs["align_corners"],
                                   self.attrs["half_pixel_centers"])
        op._half_pixel_honoured = True   # (V2's kernel applies it; ResizeNearestNeighbor's ignores it, adapt36gpu)
        op._v2_kernel = True
        return op(x)


class ResizeNearestNeighborV2Grad(CompositePrimitive):
    """ResizeNearestNeighborV2Grad(align_corners=False, half_pixel_centers=False)(grads, size): the gradient of
    ResizeNearestNeighborV2 for an image of spatial size ``size``."""

    _attrs = {"align_corners": False, "half_pixel_centers": False}

    def __call__(self, grads: Any, size: Any) -> Any:
        from .st_cpu_b2 import ResizeNearestNeighborGrad

        return ResizeNearestNeighborGrad(self.attrs["align_corners"], self.attrs["half_pixel_centers"])(
            grads, _static_size("ResizeNearestNeighborV2Grad", size))


# --- LogSoftmaxGrad (ops.operations._grad_ops) ------------------------------------------------------------------------
class LogSoftmaxGrad(CompositePrimitive):
    """LogSoftmaxGrad(axis=-1)(logits, grad): the gradient of y = log_softmax(x, axis) given y (``logits``) and
    dy: ``dy - exp(y) * sum(dy, axis)``."""

    _attrs = {"axis": -1}

    def __call__(self, logits: Any, grad: Any) -> Any:
        F = _F()
        axis = self.attrs["axis"]
        return F.sub(grad, F.mul(F.exp(logits), F.reduce_sum(grad, axis, keep_dims=True)))


# --- einsum_ext (mint.einsum): broadcast products of the operands aligned on their labels, summed -------------------
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _einsum_parse(equation: Any, operands: Tuple[Any, ...]) -> Tuple[str, Tuple[Any, ...]]:
    """The equation as a string and the operand Tensors: the sublist form (op0, [0, 1], op1, [1, 2], [0, 2]) too."""
    if isinstance(equation, str):
        if len(operands) == 1 and isinstance(operands[0], (tuple, list)):
            operands = tuple(operands[0])
        return equation.replace(" ", ""), tuple(operands)
    items = (equation,) + tuple(operands)
    ops_, subs = list(items[0::2]), list(items[1::2])
    out = None
    if len(ops_) > len(subs):            # a trailing output sublist
        out = ops_.pop()

    def word(sub: Any) -> str:
        return "".join("..." if v is Ellipsis else _LETTERS[int(v)] for v in sub)

    eq = ",".join(word(sb) for sb in subs) + ("" if out is None else "->" + word(out))
    return eq, tuple(ops_)


def _expand_ellipsis(term: str, ndim: int, ell: str) -> str:
    if "..." not in term:
        if len(term) != ndim:
            raise ValueError(f"For einsum, the number of subscripts in '{term}' must equal the operand's rank {ndim}.")
        return term
    n = ndim - (len(term) - 3)
    if n < 0:
        raise ValueError(f"For einsum, the subscripts '{term}' have more dimensions than the operand's rank {ndim}.")
    return term.replace("...", ell[len(ell) - n:] if n else "")


@op_function
def einsum_ext(equation: Any, *operands: Any) -> Any:
    """``mint.einsum(equation, *operands)``: Einstein summation.  Each operand's axes are labelled by the
    equation (``...`` for broadcast axes, a repeated label takes the diagonal); the operands are transposed and
    broadcast onto one label order, multiplied (with MindSpore's type promotion) and summed over the labels the
    output drops.  Without ``->`` the output holds the labels used once, in alphabetical order."""
    F = _F()
    eq, ops_ = _einsum_parse(equation, operands)
    if not ops_:
        raise ValueError("For einsum, at least one operand is required.")
    lhs, arrow, rhs = eq.partition("->")
    terms = lhs.split(",")
    if len(terms) != len(ops_):
        raise ValueError(f"For einsum, the equation has {len(terms)} operand term(s) but {len(ops_)} operand(s) "
                         f"were given.")
    used = set(c for c in eq if c.isalpha())
    spare = [c for c in _LETTERS if c not in used]
    max_ell = max((len(tuple(shape_of(o))) - (len(t) - 3)) for t, o in zip(terms, ops_) if "..." in t) \
        if any("..." in t for t in terms) else 0
    ell = "".join(spare[:max_ell])
    terms = [_expand_ellipsis(t, len(tuple(shape_of(o))), ell) for t, o in zip(terms, ops_)]
    if arrow:
        out = _expand_ellipsis(rhs, len(ell) + len(rhs) - 3, ell) if "..." in rhs else rhs
    else:
        counts = {}
        for t in terms:
            for c in t:
                counts[c] = counts.get(c, 0) + 1
        out = ell + "".join(sorted(c for c, k in counts.items() if k == 1 and c not in ell))
    # repeated labels inside one term: the diagonal (moved last by ops.diagonal)
    xs = []
    for t, x in zip(terms, ops_):
        t = list(t)
        while len(set(t)) != len(t):
            c = next(c for c in t if t.count(c) > 1)
            i = t.index(c)
            j = t.index(c, i + 1)
            x = F.diagonal(x, 0, i, j)
            t = [v for k, v in enumerate(t) if k not in (i, j)] + [c]
        xs.append(("".join(t), x))
    order = list(out) + sorted(set("".join(t for t, _ in xs)) - set(out))
    result = None
    for t, x in xs:
        present = [c for c in order if c in t]
        perm = tuple(t.index(c) for c in present)
        if perm != tuple(range(len(perm))):
            x = F.transpose(x, perm)
        dims = tuple(shape_of(x))
        shape, k = [], 0
        for c in order:
            if c in t:
                shape.append(dims[k])
                k += 1
            else:
                shape.append(1)
        if tuple(shape) != dims:
            x = F.reshape(x, tuple(shape))
        result = x if result is None else F.mul(result, x)
    drop = tuple(range(len(out), len(order)))
    if drop:
        result = F.reduce_sum(result, drop)
    return result



class Einsum(CompositePrimitive):
    """``ops.Einsum(equation)((x, y, ...))``: :func:`einsum_ext`'s summation with MindSpore's (GPU) primitive's
    conventions: the operands come as one tuple, and an output with no labels has shape (1,) (its documented
    ``"i->"`` -> ``[7.]``).  MindSpore 2.10 has no CPU kernel for it (RuntimeError there); msgraph runs it."""

    _attrs = {"equation": None}

    def _check_attrs(self) -> None:
        eq = self.attrs["equation"]
        if not isinstance(eq, str):
            raise TypeError("the equation must be str!")
        if len(eq.split("->")) > 2:
            raise TypeError("the equation can contain only one arrow !")

    def __call__(self, operands: Any) -> Any:
        if not isinstance(operands, (tuple, list)):
            raise TypeError(f"For 'Einsum', the input must be a tuple or list of Tensors, but got "
                            f"{user_type(operands).__name__}.")
        if not operands:
            raise RuntimeError("Failure info [Einsum's input tuple must be not empty!].")
        if not all(hasattr(x, "dtype") and hasattr(x, "shape") for x in operands):
            raise ValueError("For 'Einsum', every element of the input tuple must be a Tensor.")
        for x in operands:   # MindSpore 2.10's shape / type inference (before any kernel): float16 / 32 / 64 only
            if np.dtype(np_dtype(x)).name not in ("float16", "float32", "float64"):
                raise TypeError(f"For primitive[Einsum], the input argument[out_type] must be a type of "
                                f"{{Tensor[Float16], Tensor[Float32], Tensor[Float64]}}, but got "
                                f"Tensor[{dtype_name(np_dtype(x))}].")
        out = einsum_ext(self.attrs["equation"], *operands)
        return _F().reshape(out, (1,)) if len(tuple(shape_of(out))) == 0 else out


@op_function
def einsum(equation: Any, *operands: Any) -> Any:
    """``ops.einsum(equation, *operands)`` (also the sublist form ``einsum(x, [0, 1], y, [1, 2], [0, 2])``):
    the :class:`Einsum` primitive."""
    if not isinstance(equation, str):
        equation, operands = _einsum_parse(equation, operands)
    bf16.refuse_operands("Einsum", *operands)
    return Einsum(equation)(tuple(operands))

__all__ = public_functions(globals())   # the primitives are exported to ops.operations by CompositePrimitive
