"""More of MindSpore 2.10's Tensor-method forms from its st tests (tests/st/tensor, session 8, h-tens):
``sum(axis, dtype, keepdims, initial)``, ``max/min(..., return_indices=True)``, ``select(condition, y)``,
``round(decimals)``, ``__isub__``/``__sub__(alpha=)``, ``clip/clamp`` argument errors, ``transpose(None)``,
``H`` of complex Tensors, ``hsplit/vsplit/dsplit``, ``nextafter``, ``unfold`` and the new-style
(``dim=``) overloads MindSpore 2.10 has no CPU kernel for in Graph mode (a RuntimeError there).
Bound onto :class:`~msgraph.common.tensor_methods.TensorMethods` when msgraph.ops is imported, after
:mod:`msgraph.ops.tensor_method_forms` (whose methods some of these wrap).
Recorded from MindSpore 2.10: tests/conformance/programs/st_tensor2/.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..common.tensor import Tensor
from ..ir.builder import building_graph
from .registry import public_functions
from .tensor_ext import _F, _dt
from ._helpers import user_type


def _eager(self: Any) -> bool:
    return isinstance(self, Tensor) and not building_graph()


def _new_overload(name: str, args: tuple, kwargs: dict) -> bool:
    """Whether MindSpore 2.10's Graph mode binds the call to the new-style (non-deprecated) overload."""
    from ..common.tensor_overload import TABLE, resolve

    r = resolve(name, args, kwargs, graph=True)
    return isinstance(r, int) and not TABLE[name][r]["deprecated"]


def _graph_cpu_unsupported(name: str, kernel: str, orig: Any) -> Any:
    """``Tensor.<name>`` whose new-style overload (``x.chunk(3, dim=0)``) has no CPU kernel in MindSpore
    2.10's Graph mode: a RuntimeError there; PyNative mode and the deprecated overload run as before."""
    def method(self, *a, **k):
        if building_graph() and _new_overload(name, a, k):
            raise RuntimeError(f"The kernel {kernel} unregistered (MindSpore 2.10 has no CPU kernel for "
                               f"Tensor.{name} with these arguments in Graph mode).")
        return orig(self, *a, **k)
    method.__name__ = name
    return method


def _m_sum(self, *a, **k):
    """sum(dim=None, keepdim=False, *, dtype=None) or the deprecated sum(axis, dtype, keepdims, initial)."""
    from ..common.dtype import DType

    F = _F()
    old = any(n in k for n in ("axis", "keepdims", "initial")) or len(a) >= 3 or \
        (len(a) >= 2 and (a[1] is None or isinstance(a[1], DType)))
    if old:
        names = ("axis", "dtype", "keepdims", "initial")
        vals = dict(zip(names, a))
        for n in names:
            if n in k:
                vals[n] = k.pop(n)
        if k:
            raise TypeError(f"Tensor.sum() got an unexpected keyword argument '{next(iter(k))}'")
        axis, dtype = vals.get("axis"), vals.get("dtype")
        keep, initial = vals.get("keepdims", False), vals.get("initial")
    else:
        axis = a[0] if a else k.pop("dim", None)
        keep = a[1] if len(a) > 1 else k.pop("keepdim", False)
        dtype = k.pop("dtype", None)
        if k:
            raise TypeError(f"Tensor.sum() got an unexpected keyword argument '{next(iter(k))}'")
        initial = None
    if isinstance(axis, list):
        axis = tuple(axis)
    if hasattr(axis, "__msgraph_emit__"):
        # a Tensor input of graph code as the axis: MindSpore 2.10 reads its value (compiler.ValueSpecialized
        # compiles again with the value as a constant Tensor)
        from ..errors import ArgumentError

        raise ArgumentError("For 'Tensor.sum', the 'axis' Tensor's value is needed to compile the graph.")
    if hasattr(axis, "_data"):
        from .registry import static_value

        axis = static_value(axis)
    out = F.sum(self, axis, bool(keep), dtype=dtype)
    if initial is not None:
        # MindSpore 2.10 (deprecated_tensor_sum): ``sum(...) + initial``, promoted as that addition is (an int
        # Tensor's sum with initial=1.5 is Float32 2.5, a Float16 one with a Float32 Tensor initial is Float32),
        # then Bool again for dtype=bool (vd49t/sum_initial_promotes)
        out = F.add(out, initial)
        if dtype is not None and dtype == _dt_bool():
            out = F.cast(out, dtype)
    return out


def _dt_bool() -> Any:
    from ..common.dtype import bool_

    return bool_


def _with_indices(orig: Any, name: str) -> Any:
    """Tensor.max/min(axis, keepdims, *, initial, where, return_indices): MindSpore 2.10's argument type errors
    (return_indices=1, where=None, a Tensor initial); the values (and indices) as tensor_method_forms computes."""
    def method(self, *a, **k):
        ri = k.get("return_indices", False)
        if building_graph() and type(ri).__name__ == "Sym" and getattr(ri.aval, "weak", False) \
                and ri.aval.dtype.kind == "b" and not ri.aval.shape:
            # a bool known only when the graph runs (``bool(y.asnumpy())`` of a Tensor input): MindSpore 2.10 takes
            # it (its kind is Any) and the result's structure follows the value; the graph is compiled again
            # with the Tensor input's value as a constant (compiler.ValueSpecialized)
            from ..errors import ArgumentError

            raise ArgumentError(f"For 'Tensor.{name}', the value of 'return_indices' is needed to compile the graph.")
        if not isinstance(ri, (bool, np.bool_)):
            raise TypeError(f"{name}(): argument 'return_indices' must be bool but got {user_type(ri).__name__}.")
        if "where" in k and k["where"] is None:
            raise TypeError(f"{name}(): argument 'where' must be bool but got None.")
        init = k.get("initial")
        if init is not None and hasattr(init, "shape") and building_graph():
            # MindSpore 2.10's Graph mode checks 'initial' in Python (a graph input or a constant Tensor alike; the
            # constant's message comes back quoted)
            text = f"For '{name}', 'initial' must be a scalar, but got <class 'mindspore.common.tensor.Tensor'>"
            raise TypeError(f"'{text}'" if isinstance(init, Tensor) else text)
        if init is not None and (hasattr(init, "shape") or not isinstance(init, (int, float))):
            raise TypeError(f"{name}(): argument 'initial' must be Number but got {user_type(init).__name__}.")
        return orig(self, *a, **k)
    method.__name__ = name
    return method


def _m_select(self, *a, **k):
    """select(dim, index) (the slice along dim) or the deprecated select(condition, y) (where(condition,
    self, y)), with MindSpore 2.10's checks of a number ``y``."""
    from ..common.tensor_overload import _select as select_dim

    cond = k.pop("condition", a[0] if a else None)
    if isinstance(cond, (int, np.integer)) and not isinstance(cond, bool):
        if "y" in k or (len(a) > 1 and hasattr(a[1], "shape")):
            raise TypeError(f'Failed calling select with "select(int, Tensor)".')
        index = k.pop("index", a[1] if len(a) > 1 else None)
        return select_dim(self, k.pop("dim", cond), index)
    y = k.pop("y", a[1] if len(a) > 1 else None)
    dt = str(_dt(self))
    if isinstance(y, int) and not isinstance(y, bool) and dt != "int32":
        raise TypeError(f"For 'Tensor.select', if the argument 'y' is int, then the tensor type should be int32 "
                        f"but got {self.dtype}")
    if isinstance(y, float) and dt != "float32":
        raise TypeError(f"For 'Tensor.select', if the argument 'y' is float, then the tensor type should be "
                        f"float32 but got {self.dtype}")
    F = _F()
    if isinstance(y, (int, float)):
        y = F.fill(self.dtype, tuple(self.shape), y)
    return F.select(cond, self, y)


def _m_round(self, decimals=0):
    """Tensor.round(decimals=0): MindSpore 2.10's CPU kernel rounds half to even with decimals 0 only."""
    from .rounding import refuse_graph_round_kind

    refuse_graph_round_kind(self)
    if decimals != 0:
        raise RuntimeError(f"For Round only support decimals equal 0, but got decimals equal {decimals}")
    return _F().round(self)


def _check_alpha(self: Any, other: Any, alpha: Any, op: str) -> None:
    from ..common.tensor_methods import check_alpha

    check_alpha(self, other, alpha, op)


def _m_sub(orig: Any) -> Any:
    def sub(self, *a, **k):
        other = k.pop("other", a[0] if a else None)
        alpha = k.pop("alpha", 1)
        _check_alpha(self, other, alpha, "SubExt")
        if not k and isinstance(alpha, int) and not isinstance(alpha, bool) and alpha == 1 and _eager(self) \
                and _dt(self).kind == "b" and isinstance(other, bool):
            return _F().logical_xor(self, other)   # PyNative Tensor.sub(True): SubExt's Bool (a bool Tensor: TypeError)
        return orig(self, other, alpha=alpha, **k)
    return sub


def _m_dunder_sub(orig: Any) -> Any:
    def __sub__(self, other, *, alpha=1):  # noqa: N807
        if isinstance(alpha, (int, float)) and not isinstance(alpha, bool) and alpha == 1:
            if _eager(self) and _dt(self).kind == "b" and (
                    isinstance(other, bool) or _eager(other) and _dt(other).kind == "b"):
                # MindSpore 2.10's PyNative ``a - b`` of two bool Tensors, or of one and a Python bool (adapt34t):
                # their exclusive or, Bool (ops.sub and Graph mode refuse it: Sub's TypeError)
                return _F().logical_xor(self, other)
            return orig(self, other)
        _check_alpha(self, other, alpha, "SubExt")
        return _F().sub(self, _F().mul(other, alpha))
    return __sub__


def _m_isub(self, other, *, alpha=1):
    """``x.__isub__(y, alpha=1)``: x - alpha * y (a new Tensor, as MindSpore 2.10's PyNative mode returns)."""
    if isinstance(alpha, (int, float)) and not isinstance(alpha, bool) and alpha == 1 and _eager(self) \
            and _dt(self).kind == "b" and (isinstance(other, bool) or _eager(other) and _dt(other).kind == "b"):
        # ``x -= y`` of a bool Tensor and a bool: MindSpore 2.10's PyNative runs Sub, which refuses Bool (a
        # TypeError), though ``x - y`` there is their exclusive or (adapt38pn)
        return _F().sub(self, other)
    return self.__sub__(other, alpha=alpha)


def _clamp_checks(self: Any, lo: Any, hi: Any) -> None:
    if lo is None and hi is None:
        raise ValueError("For Clamp, at least one of 'min' or 'max' must not be None.")
    if isinstance(lo, bool) or isinstance(hi, bool) or _dt(self).kind == "b":
        raise ValueError("For Clamp, the dtype of 'input', 'min' and 'max' must not be bool.")


def _m_clip(orig: Any) -> Any:
    def clip(self, *a, **k):
        lo = a[0] if a else k.get("min", k.get("xmin"))
        hi = a[1] if len(a) > 1 else k.get("max", k.get("xmax"))
        _clamp_checks(self, lo, hi)
        from .math import clamp_mixed_bounds

        self, lo, hi = clamp_mixed_bounds(self, lo, hi, "clamp")
        if any(isinstance(v, float) for v in (lo, hi)) and np.dtype(str(_dt(self))).kind in "iu":
            # MindSpore 2.10's Tensor.clamp/clip: an int Tensor with a float bound clamps in float32
            # (mint.clamp keeps the int dtype)
            # ... as ops.clamp does (its gradient stays Float32 there: no cast of the input first)
            from ..common import dtype as mstype

            out = orig(self, lo, hi)
            return out if str(_dt(out)) == "float32" else orig(self.astype(mstype.float32), lo, hi)
        return orig(self, lo, hi)
    return clip


def _m_transpose(orig: Any) -> Any:
    def transpose(self, *axes, **kw):
        """PyNative ``x.transpose(dim0, dim1)`` swaps two dims (MindSpore 2.10's first overload, also for a
        2-D ``x.transpose(0, 1)``); graph code and other calls take the permutation (the deprecated form).
        The keyword form (``transpose(dim0=0, dim1=1)``, ``transpose(1, dim1=2)``) swaps in both modes."""
        if kw:
            bad = [k for k in kw if k not in ("dim0", "dim1")]
            if bad:
                raise TypeError(f"transpose() got an unexpected keyword argument '{bad[0]}'")
            if len(axes) > 1 or (axes and "dim0" in kw):
                raise TypeError("transpose() got multiple values for argument 'dim0'")
            axes = tuple(axes) + tuple(kw[k] for k in ("dim0", "dim1")[len(axes):] if k in kw)
            if len(axes) != 2:
                raise TypeError("transpose() missing a required argument: 'dim0' or 'dim1'")
        if axes == (None,):   # numpy's np.transpose(x) calls x.transpose(None)
            axes = ()
        if len(axes) == 2 and all(isinstance(a, (int, np.integer)) and not isinstance(a, bool) for a in axes) \
                and (kw or _eager(self)):
            if len(self.shape) == 0 and all(-1 <= int(a) <= 0 for a in axes):
                return self   # MindSpore 2.10: a 0-d Tensor's transpose(0, -1) is itself (dims beyond: ValueError)
            return _F().swapaxes(self, int(axes[0]), int(axes[1]))
        return orig(self, *axes)
    return transpose


def _m_shape_arg(orig: Any) -> Any:
    """Tensor.reshape/view given one constant integer Tensor of the new shape (MindSpore 2.10 reads it)."""
    def method(self, *shape):
        from ..common.tensor import Tensor

        if len(shape) == 1 and isinstance(shape[0], Tensor) and shape[0].ndim == 1 \
                and _dt(shape[0]).kind in "iu":
            shape = (tuple(int(v) for v in shape[0].asnumpy().tolist()),)
        return orig(self, *shape)
    method.__name__ = orig.__name__
    return method


def _m_H(self):  # noqa: N802 - MindSpore's name
    """The conjugate transpose of a 2-D Tensor (the transpose of a real one)."""
    if len(self.shape) == 0:   # MindSpore 2.10 (a 1-D Tensor is its own transpose)
        raise ValueError("For tensor.H, only 2-D Tensor is supported, but got 0-D.")
    F = _F()
    return F.transpose(F.conj(self) if _dt(self).kind == "c" else self, None)


def _split_along(axis: int, name: str, min_rank: int) -> Any:
    def method(self, indices_or_sections):
        nd = len(self.shape)
        if nd < min_rank:
            raise ValueError(f"For '{name}', the dimension of 'input' must be at least {min_rank}, but got {nd}.")
        ax = 1 if name == "hsplit" and nd > 1 else axis
        if name == "hsplit" and nd == 1:
            ax = 0
        return _F().tensor_split(self, indices_or_sections, ax)
    method.__name__ = name
    return method


def _m_nonzero(orig: Any) -> Any:
    def nonzero(self, *a, as_tuple=False):
        if a:
            if building_graph():
                raise RuntimeError(f"Function:nonzero takes 1 positional arguments, but {len(a) + 1} were given.")
            raise TypeError(f"Tensor.nonzero() takes 1 positional argument but {len(a) + 1} were given")
        if as_tuple and _eager(self):
            raise RuntimeError("The kernel NonZeroExt unregistered.")
        return orig(self, as_tuple=as_tuple) if as_tuple else orig(self)
    return nonzero


def _m_repeat_interleave(orig: Any) -> Any:
    def repeat_interleave(self, *a, **k):
        if "output_size" in k or len(a) > 2:
            raise RuntimeError("The kernel RepeatInterleaveInt unregistered.")
        repeats = k.get("repeats", a[0] if a else None)
        if building_graph() and type(repeats).__name__ == "Sym":
            err = RuntimeError("For 'repeat_interleave', MindSpore 2.10's Graph mode takes 'repeats' as an int, "
                               "a tuple or list of ints or a constant Tensor, not a Tensor input of the graph.")
            err._msgraph_no_specialize = True   # not compiled again with the value (compiler.ValueSpecialized)
            raise err
        return orig(self, *a, **k)
    return repeat_interleave


def _m_scatter_add(orig: Any) -> Any:
    def scatter_add(self, *a, **k):
        if len(a) + len(k) >= 3 or "dim" in k or "src" in k:
            dim = k.get("dim", a[0] if a else None)
            nd = len(self.shape)
            if isinstance(dim, int) and not -nd <= dim < nd:
                raise ValueError(f"For primitive[ScatterAddExt], the dim must be in [{-nd},{nd}), but got {dim}.")
            raise RuntimeError("The kernel ScatterAddExt unregistered (MindSpore 2.10 has no CPU kernel for "
                               "Tensor.scatter_add(dim, index, src)).")
        return orig(self, *a, **k)
    return scatter_add


def _install() -> None:
    from ..common.tensor_methods import TensorMethods as TM

    TM.sum = _m_sum
    TM.max = _with_indices(TM.max, "max")
    TM.min = _with_indices(TM.min, "min")
    TM.select = _m_select
    TM.round = _m_round
    TM.sub = _m_sub(TM.sub)
    TM.__sub__ = _m_dunder_sub(TM.__sub__)
    TM.__isub__ = _m_isub
    TM.clip = _m_clip(TM.clip)
    TM.clamp = _m_clip(TM.clamp)
    TM.transpose = _m_transpose(TM.transpose)
    TM.reshape = _m_shape_arg(TM.reshape)
    TM.view = _m_shape_arg(TM.view)
    TM.H = property(_m_H)
    TM.hsplit = _split_along(1, "hsplit", 1)
    TM.vsplit = _split_along(0, "vsplit", 2)
    TM.dsplit = _split_along(2, "dsplit", 3)
    TM.nonzero = _m_nonzero(TM.nonzero)
    TM.repeat_interleave = _m_repeat_interleave(TM.repeat_interleave)
    TM.scatter_add = _m_scatter_add(TM.scatter_add)
    for name, kernel in (("chunk", "ChunkExt"), ("cumsum", "CumsumExt"), ("sort", "SortExt"),
                         ("expand_as", "ExpandAs")):
        setattr(TM, name, _graph_cpu_unsupported(name, kernel, getattr(TM, name)))
    from .registry import op_function  # noqa: F401  (the functions below are plain methods' helpers)

    for name in ("nextafter", "unfold"):
        if not hasattr(TM, name):
            def fwd(self, *a, _n=name, **k):
                return getattr(_F(), _n)(self, *a, **k)
            fwd.__name__ = name
            setattr(TM, name, fwd)
    for name, method in vars(TM).items():
        if name in ("sum", "max", "min", "select", "round", "sub", "__sub__", "__isub__", "clip", "clamp",
                    "transpose", "reshape", "view", "hsplit", "vsplit", "dsplit", "nonzero", "repeat_interleave", "scatter_add",
                    "chunk", "cumsum", "sort", "expand_as") and callable(method):
            try:
                method.__name__ = name
            except (AttributeError, TypeError):
                pass


_install()

__all__ = public_functions(globals())


def _as_list(x: Any) -> Any:
    return np.asarray(x).tolist()


def _m_tolist(self):
    """``Tensor.tolist()`` of a graph value: nested Python lists when the graph runs (a PyExecute node)."""
    from ..common.aval import Aval
    from .pyexecute import PyExecute
    from .registry import apply

    return apply(PyExecute(fn=_as_list, out=Aval((), object)), (self,))


def _install_graph_forms() -> None:
    from ..common.tensor import is_tensor
    from ..common.tensor_methods import TensorMethods as TM

    if "tolist" not in vars(TM):
        TM.tolist = _m_tolist   # a concrete Tensor's own tolist() overrides
    is_tensor._msgraph_op = True   # graph code calls it on the graph value itself (True for a Tensor)
    from ..common.tensor import Tensor

    # MindSpore's device-memory offload / reload of a Tensor's data: msgraph's data lives in host memory already
    for name in ("_offload", "_load"):
        if not hasattr(Tensor, name):
            setattr(Tensor, name, lambda self, *a, **k: None)


_install_graph_forms()


# --- random fills of a Tensor's shape and dtype (tests/st/tensor: test_cauchy, test_log_normal; RNG values are
# not MindSpore's, the shape and dtype are) -----------------------------------------------------------------
def _m_cauchy(self, median=0.0, sigma=1.0):
    """A new Tensor of self's shape and dtype, drawn from Cauchy(median, sigma)."""
    F = _F()
    u = F.uniform(tuple(self.shape), F.fill("float32", (), 0.0), F.fill("float32", (), 1.0))
    out = F.add(F.mul(F.tan(F.mul(F.sub(u, 0.5), float(np.pi))), float(sigma)), float(median))
    return F.cast(out, self.dtype)


def _m_log_normal(self, mean=1.0, std=2.0):
    """A new Tensor of self's shape and dtype, drawn from LogNormal(mean, std)."""
    F = _F()
    out = F.exp(F.add(F.mul(F.standard_normal(tuple(self.shape)), float(std)), float(mean)))
    return F.cast(out, self.dtype)


def _m_multinomial(self, num_samples, replacement=True, seed=None):
    """``ops.multinomial(self, num_samples, replacement, seed)``."""
    return _F().multinomial(self, num_samples, replacement, seed)


def _install_random_forms() -> None:
    from ..common.tensor_methods import TensorMethods as TM

    for name, fn in (("cauchy", _m_cauchy), ("log_normal", _m_log_normal), ("multinomial", _m_multinomial)):
        if not hasattr(TM, name):
            fn.__name__ = name
            setattr(TM, name, fn)


_install_random_forms()


# --- Tensor.untyped_storage() (tests/st/tensor/storage): the bytes behind a Tensor --------------------------------
class UntypedStorage:
    """MindSpore 2.10's ``Tensor.untyped_storage()``: the Tensor's data as bytes (size/nbytes, data_ptr, resize_,
    copy_ from another storage writes the Tensor's values)."""

    def __init__(self, tensor: Any):
        self._tensor = tensor
        self._resized: Any = None   # a buffer of its own after resize_

    def _bytes(self) -> np.ndarray:
        if self._resized is not None:
            return self._resized
        data = self._tensor._data
        if not data.flags.c_contiguous:
            data = np.ascontiguousarray(data)
            self._tensor._data = data
        return data.reshape(-1).view(np.uint8)

    def size(self) -> int:
        return int(self._bytes().size)

    def nbytes(self) -> int:
        return self.size()

    def element_size(self) -> int:
        """1: the storage counts bytes."""
        return 1

    @property
    def dtype(self) -> Any:
        """The dtype of the Tensor the storage belongs to."""
        return self._tensor.dtype

    @property
    def device(self) -> str:
        return "CPU"

    def is_shared(self) -> bool:
        return False

    def data_ptr(self) -> int:
        b = self._bytes()
        return 0 if b.size == 0 else int(b.ctypes.data)

    def resize_(self, size: int) -> "UntypedStorage":
        if size == self.size() and self._resized is None:
            return self
        self._resized = np.zeros(int(size), np.uint8)
        return self

    def copy_(self, other: "UntypedStorage") -> "UntypedStorage":
        src, dst = other._bytes(), self._bytes()
        n = min(src.size, dst.size)
        dst[:n] = src[:n]
        return self


def _install_storage() -> None:
    from ..common.tensor import Tensor

    if not hasattr(Tensor, "untyped_storage"):
        Tensor.untyped_storage = lambda self: UntypedStorage(self)
    Tensor.storage = Tensor.untyped_storage   # MindSpore 2.10's Tensor.storage() is the same UntypedStorage


_install_storage()
