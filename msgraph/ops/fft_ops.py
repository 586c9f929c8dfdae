"""The ``mindspore.ops`` FFT family of MindSpore 2.10 (h-fft): ``fft``, ``ifft``, ``fft2``, ``ifft2``, ``fftn``,
``ifftn``, ``rfft``, ``irfft``, ``rfft2``, ``irfft2``, ``rfftn``, ``irfftn``, ``hfft``, ``ihfft``, ``hfft2``,
``ihfft2``, ``hfftn``, ``ihfftn``, ``fftshift``, ``ifftshift``, ``fftfreq``, ``rfftfreq``.

One registry op per MindSpore primitive (``FFT``, ``RFFT2``, ``IHFFTN``...: attributes ``n``/``s``, ``dim``,
``norm``), all computed by one numpy routine (:func:`_transform`) from one plan (:func:`_plan`: MindSpore's
checks and messages, the transformed dims, the signal sizes).  As MindSpore 2.10's CPU kernels:

* inputs int16/int32/int64/float16/float32 compute in complex64, float64 in complex128 (int8, uint8, bool: the
  kernel-select TypeError); complex-to-real transforms (irfft*, hfft*) return float32/float64;
* the input is zero-padded or trimmed to the signal sizes along the transformed dims (for irfft*/hfft* the
  last dim to ``s[-1] // 2 + 1``); irfft's default ``n`` is ``2 * (m - 1)``;
* gradients (one internal op, ``FFTFamilyGrad``): the adjoint of the transform (PyTorch's convention for
  complex values), the real part for a real input, padded/trimmed back to the input's shape; the ihfft family
  as MindSpore computes it: ``Re(ifftn(dout zero-padded to s, norm))``.
"""
from __future__ import annotations

from typing import Any, Optional, Tuple

import numpy as np

from ..common.aval import Aval
from ..errors import ArgumentError, DTypeError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import dtype_name
from ._helpers import user_type
from .registry import OpKind, _kind_name, apply, bprop_getters, define_op, op_function, prim, static_value
from .value_dependent import is_graph_int

__all__ = ["fft", "ifft", "fft2", "ifft2", "fftn", "ifftn", "rfft", "irfft", "rfft2", "irfft2", "rfftn", "irfftn",
           "hfft", "ihfft", "hfft2", "ihfft2", "hfftn", "ihfftn", "fftshift", "ifftshift", "fftfreq", "rfftfreq"]

_SWAP = {"backward": "forward", "forward": "backward", "ortho": "ortho"}
#: op name -> (family, arity): family c2c (fft), ic2c (ifft), r2c (rfft), c2r (irfft), h2r (hfft), r2h (ihfft);
#: arity "1" (n, dim), "2" (s, dim=(-2, -1)), "n" (s, dim=None)
_KINDS = {}
for _fam, _base in (("c2c", "FFT"), ("ic2c", "IFFT"), ("r2c", "RFFT"), ("c2r", "IRFFT"), ("h2r", "HFFT"),
                    ("r2h", "IHFFT")):
    for _ar, _suffix in (("1", ""), ("2", "2"), ("n", "N")):
        _KINDS[_base + _suffix] = (_fam, _ar)

#: input dtypes MindSpore's CPU kernels take, and the complex dtype they compute in
_WORK = {np.dtype(np.int16): np.complex64, np.dtype(np.int32): np.complex64, np.dtype(np.int64): np.complex64,
         np.dtype(np.float16): np.complex64, np.dtype(np.float32): np.complex64,
         np.dtype(np.float64): np.complex128, np.dtype(np.complex64): np.complex64,
         np.dtype(np.complex128): np.complex128}
_REAL_OF = {np.dtype(np.complex64): np.dtype(np.float32), np.dtype(np.complex128): np.dtype(np.float64)}


def _is_sym(v: Any) -> bool:
    return hasattr(v, "__msgraph_emit__")


def _is_tensor(v: Any) -> bool:
    return _is_sym(v) or (hasattr(v, "_data") and hasattr(v, "shape") and hasattr(v, "dtype"))


def _const(name: str, v: Any) -> Any:
    """A Python value where the FFT needs one (n, s, dim): a concrete int Tensor reads as its value; a graph
    value (a mutable int) asks the compiler to specialize the graph on it (an ArgumentError starts that)."""
    if isinstance(v, (tuple, list)):
        return type(v)(_const(name, b) for b in v)
    if _is_sym(v):
        raise ArgumentError(f"For '{name}', 'n', 's' and 'dim' must be constants here.")
    if _is_tensor(v):
        return static_value(v)
    return v


def _type_error(name: str, args: Tuple[Tuple[str, Any], ...], valid: str) -> DTypeError:
    shown = ", ".join(f"{k}={'string' if k == 'norm' and (v is None or isinstance(v, str)) else _arg_kind(v)}"
                      for k, v in args)
    return DTypeError(f'Failed calling {name} with "{name}()({shown})".\nThe valid calling should be: \n'
                      f'"{name}()({valid})".')


def _arg_kind(v: Any) -> str:
    return str(type(v)) if isinstance(v, np.ndarray) else _kind_name(v)


def _is_int(v: Any) -> bool:
    return isinstance(v, (int, np.integer)) and not isinstance(v, bool)


def _int_seq(v: Any) -> bool:
    return isinstance(v, (tuple, list)) and all(_is_int(b) for b in v)


def _norm(name: str, norm: Any) -> str:
    if norm is None:
        return "backward"
    if not isinstance(norm, str):
        raise DTypeError(f"For '{name}', the input 'norm' should be a str, but got {user_type(norm)}.")
    if norm not in _SWAP:
        raise ValueError(f'Failed to convert the value "{norm}" of input \'norm\' of \'{name}\' to enum.')
    return norm


def _check_dtype(name: str, d: Any) -> np.dtype:
    d = np.dtype(d)
    if d not in _WORK:
        raise DTypeError(f"Select CPU operator[{name}] fail! Unsupported data type!\nThe supported data types are "
                         "input[Int16], input[Int32], input[Int64], input[BFloat16], input[Float16], "
                         f"input[Float32], input[Float64], input[Complex64], input[Complex128]; got "
                         f"{dtype_name(d)}.")
    return d


def _wrap_dim(name: str, d: int, rank: int, high: int) -> int:
    if not -rank <= d < rank:
        raise ShapeError(f"For primitive[{name}], the dim must be in [{-rank},{high}), but got {d}.")
    return d % rank


def _plan(name: str, shape: Tuple[Any, ...], dtype: Any, n: Any, s: Any, dim: Any
          ) -> Tuple[Tuple[int, ...], Tuple[Any, ...], Tuple[Any, ...], np.dtype]:
    """MindSpore's checks of one FFT call; returns (dims, input sizes along dims after pad/trim, output sizes
    along dims, output dtype)."""
    fam, ar = _KINDS[name]
    d = _check_dtype(name, dtype)
    rank = len(shape)
    if not 1 <= rank <= 8:
        raise ShapeError(f"For primitive[{name}], the rank of input must be in [1,8], but got {rank}.")
    if ar == "1":
        dims: Tuple[int, ...] = (_wrap_dim(name, dim, rank, rank - 1),)
        sizes = None if n is None else (n,)
        arg = "n"
    else:
        if dim is None:
            dims = tuple(range(rank - len(s), rank)) if s is not None else tuple(range(rank))
            if s is not None and len(s) > rank:
                raise ShapeError(f"For primitive[{name}], the length of s must be at most the rank of input "
                                 f"{rank}, but got {len(s)}.")
        else:
            dims = tuple(_wrap_dim(name, a, rank, rank) for a in dim)
        sizes = None if s is None else tuple(s)
        arg = "s"
        if sizes is not None and len(sizes) != len(dims):
            raise ShapeError("When givec, dim and s arguuments must have the same length.")
        if len(set(dims)) != len(dims):
            raise ShapeError("The dims must be unique.")
    if sizes is not None:
        for v in sizes:
            if v < 1:
                raise ShapeError(f"The argument[{arg}] must be greater than 0, but got {v}.")
    if any(v == 0 for v in shape):
        raise ShapeError("Unsupported input shape dimension. The shape should not be empty.")
    work = np.dtype(_WORK[d])
    if fam in ("c2r", "h2r"):
        if sizes is None:
            last = shape[dims[-1]]
            sizes = tuple(shape[a] for a in dims[:-1]) + (None if last is None else 2 * (last - 1),)
        last = sizes[-1]
        ins = sizes[:-1] + (None if last is None else last // 2 + 1,)
        return dims, ins, sizes, _REAL_OF[work]
    if sizes is None:
        sizes = tuple(shape[a] for a in dims)
    if fam in ("r2c", "r2h"):
        last = sizes[-1]
        return dims, sizes, sizes[:-1] + (None if last is None else last // 2 + 1,), work
    return dims, sizes, sizes, work


def _fit(x: np.ndarray, dims: Tuple[int, ...], sizes: Tuple[int, ...]) -> np.ndarray:
    """``x`` zero-padded or trimmed to ``sizes`` along ``dims``."""
    for a, n in zip(dims, sizes):
        m = x.shape[a]
        if m > n:
            x = np.take(x, np.arange(n), axis=a)
        elif m < n:
            pad = [(0, 0)] * x.ndim
            pad[a] = (0, n - m)
            x = np.pad(x, pad)
    return x


def _out_shape(shape: Tuple[Any, ...], dims: Tuple[int, ...], sizes: Tuple[Any, ...]) -> Tuple[Any, ...]:
    out = list(shape)
    for a, n in zip(dims, sizes):
        out[a] = n
    return tuple(out)


def _transform(name: str, x: np.ndarray, n: Any = None, s: Any = None, dim: Any = None,
               norm: str = "backward") -> np.ndarray:
    fam = _KINDS[name][0]
    dims, ins, outs, d = _plan(name, x.shape, x.dtype, n, s, dim)
    work = _WORK[np.dtype(x.dtype)]
    if fam in ("c2r", "h2r"):
        xc = _fit(x.astype(work), dims, ins)
        if outs[-1] == 0:
            return np.zeros(_out_shape(x.shape, dims, outs), d)
        if fam == "h2r":    # hfftn(x) = irfftn(conj(x)) with the adjoint normalization
            return np.fft.irfftn(np.conj(xc), s=outs, axes=dims, norm=_SWAP[norm]).astype(d)
        return np.fft.irfftn(xc, s=outs, axes=dims, norm=norm).astype(d)
    xf = _fit(x, dims, ins)
    if fam in ("c2c", "ic2c"):
        f = np.fft.fftn if fam == "c2c" else np.fft.ifftn
        return f(xf.astype(work), axes=dims, norm=norm).astype(d)
    if xf.dtype.kind == "c":   # a complex input: the full (inverse) transform, its first half along the last dim
        y = (np.fft.fftn if fam == "r2c" else np.fft.ifftn)(xf, axes=dims, norm=norm)
        return np.take(y, np.arange(outs[-1]), axis=dims[-1]).astype(d)
    y = np.fft.rfftn(xf.astype(_REAL_OF[np.dtype(work)]), axes=dims, norm=norm if fam == "r2c" else _SWAP[norm])
    return (y if fam == "r2c" else np.conj(y)).astype(d)


def _grad(name: str, x: np.ndarray, dout: np.ndarray, n: Any = None, s: Any = None, dim: Any = None,
          norm: str = "backward") -> np.ndarray:
    """The gradient of ``name`` at ``x`` for ``dout`` (see the module docstring)."""
    fam = _KINDS[name][0]
    dims, ins, outs, _ = _plan(name, x.shape, x.dtype, n, s, dim)
    dout = np.asarray(dout).astype(np.complex128)
    if fam == "c2c":
        g = np.fft.ifftn(dout, axes=dims, norm=_SWAP[norm])
    elif fam == "ic2c":
        g = np.fft.fftn(dout, axes=dims, norm=_SWAP[norm])
    elif fam in ("r2c", "r2h"):
        full = _fit(dout, dims[-1:], ins[-1:])
        g = np.fft.ifftn(full, axes=dims, norm=_SWAP[norm] if fam == "r2c" else norm)
    else:   # c2r / h2r: the real-to-complex transform of dout, interior frequencies of the last dim doubled
        g = np.fft.rfftn(dout.real, axes=dims, norm=_SWAP[norm] if fam == "c2r" else norm)
        full, half = outs[-1], ins[-1]
        if full - half > 0:
            w = np.ones(half)
            w[1:1 + full - half] = 2.0
            shape = [1] * g.ndim
            shape[dims[-1]] = half
            g = g * w.reshape(shape)
        if fam == "h2r":
            g = np.conj(g)
    g = _fit(g, dims, tuple(x.shape[a] for a in dims))
    xd = np.dtype(x.dtype)
    return (g if xd.kind == "c" else g.real).astype(xd)


# --- the ops -----------------------------------------------------------------------------------------------
_FFT_ATTRS_1 = {"n": None, "dim": -1, "norm": "backward"}
_FFT_ATTRS_S = {"s": None, "dim": None, "norm": "backward"}

FFT_GRAD = define_op("FFTFamilyGrad", OpKind.OTHER, attrs={"kind": "FFT", "n": None, "s": None, "dim": None,
                                                           "norm": "backward"},
                     public=False, differentiable=False,
                     doc="FFTFamilyGrad(kind, n, s, dim, norm)(x, dout): the gradient of the FFT op `kind`.")


@FFT_GRAD.def_infer
def _fft_grad_infer(x: Aval, dout: Aval, **attrs: Any) -> Aval:
    return Aval(tuple(x.shape), x.dtype)


@FFT_GRAD.def_impl
def _fft_grad_impl(x: Any, dout: Any, kind: str = "FFT", n: Any = None, s: Any = None, dim: Any = None,
                   norm: str = "backward") -> np.ndarray:
    return _grad(kind, np.asarray(x), np.asarray(dout), n, s, dim, norm)


_OPS = {}


def _define(name: str) -> None:
    ar = _KINDS[name][1]
    attrs = dict(_FFT_ATTRS_1 if ar == "1" else _FFT_ATTRS_S)
    if ar == "2":
        attrs["dim"] = (-2, -1)
    op = define_op(name, OpKind.OTHER, attrs=attrs, public=False,
                   doc=f"{name}({', '.join(attrs)})(input): MindSpore's {name} (ops.{name.lower()}).")
    one = ar == "1"

    @op.def_infer
    def _infer(x: Aval, **kw: Any) -> Aval:
        n, s = (kw.get("n"), None) if one else (None, kw.get("s"))
        dims, _, outs, d = _plan(name, tuple(x.shape), x.dtype, n, s, kw.get("dim"))
        return Aval(_out_shape(tuple(x.shape), dims, outs), d)

    @op.def_impl
    def _impl(x: Any, **kw: Any) -> np.ndarray:
        n, s = (kw.get("n"), None) if one else (None, kw.get("s"))
        return _transform(name, np.asarray(x), n, s, kw.get("dim"), kw.get("norm", "backward"))

    @bprop_getters.register(op.prim_class)
    def _get_bprop(self: Any) -> Any:
        a = dict(self.attrs)
        p = prim(FFT_GRAD, kind=name, n=a.get("n"), s=a.get("s"), dim=a.get("dim"), norm=a.get("norm"))

        def bprop(x, out, dout):
            return (apply(p, (x, dout)),)
        return bprop

    _OPS[name] = op


for _name in _KINDS:
    _define(_name)


def _call1(name: str, input: Any, n: Any, dim: Any, norm: Any) -> Any:  # noqa: A002
    n, dim = _const(name, n), _const(name, dim)
    if not _is_tensor(input) or not (n is None or _is_int(n)) or not _is_int(dim):
        raise _type_error(name, (("input", input), ("n", n), ("dim", dim), ("norm", norm)),
                          "input=<Tensor>, n=<int>, dim=<int>, norm=<string>")
    norm = _norm(name, norm)
    return apply(prim(_OPS[name], n=None if n is None else int(n), dim=int(dim), norm=norm), (input,))


def _call_s(name: str, input: Any, s: Any, dim: Any, norm: Any) -> Any:  # noqa: A002
    s, dim = _const(name, s), _const(name, dim)
    dim_ok = _int_seq(dim) or (dim is None and _KINDS[name][1] == "n")
    if not _is_tensor(input) or not (s is None or _int_seq(s)) or not dim_ok:
        raise _type_error(name, (("input", input), ("s", s), ("dim", dim), ("norm", norm)),
                          "input=<Tensor>, s=<list of int, tuple of int>, dim=<list of int, tuple of int>, "
                          "norm=<string>")
    norm = _norm(name, norm)
    s = None if s is None else tuple(int(v) for v in s)
    dim = None if dim is None else tuple(int(v) for v in dim)
    return apply(prim(_OPS[name], s=s, dim=dim, norm=norm), (input,))


@op_function
def fft(input: Any, n: Any = None, dim: int = -1, norm: Optional[str] = None) -> Any:  # noqa: A002
    """The 1-D discrete Fourier transform along ``dim`` (signal length ``n``)."""
    return _call1("FFT", input, n, dim, norm)


@op_function
def ifft(input: Any, n: Any = None, dim: int = -1, norm: Optional[str] = None) -> Any:  # noqa: A002
    """The 1-D inverse discrete Fourier transform along ``dim``."""
    return _call1("IFFT", input, n, dim, norm)


@op_function
def rfft(input: Any, n: Any = None, dim: int = -1, norm: Optional[str] = None) -> Any:  # noqa: A002
    """The 1-D FFT of a real signal: the ``n // 2 + 1`` non-negative frequencies."""
    return _call1("RFFT", input, n, dim, norm)


@op_function
def irfft(input: Any, n: Any = None, dim: int = -1, norm: Optional[str] = None) -> Any:  # noqa: A002
    """The inverse of ``rfft``: a real signal of length ``n`` (default ``2 * (m - 1)``)."""
    return _call1("IRFFT", input, n, dim, norm)


@op_function
def hfft(input: Any, n: Any = None, dim: int = -1, norm: Optional[str] = None) -> Any:  # noqa: A002
    """The FFT of a Hermitian-symmetric signal given by its first half: a real result of length ``n``."""
    return _call1("HFFT", input, n, dim, norm)


@op_function
def ihfft(input: Any, n: Any = None, dim: int = -1, norm: Optional[str] = None) -> Any:  # noqa: A002
    """The inverse of ``hfft``: the ``n // 2 + 1`` first frequencies of a real signal's inverse FFT."""
    return _call1("IHFFT", input, n, dim, norm)


def _two(fn_name: str, op_name: str, doc: str) -> Any:
    def f(input: Any, s: Any = None, dim: Any = (-2, -1), norm: Optional[str] = None) -> Any:  # noqa: A002
        return _call_s(op_name, input, s, dim, norm)
    f.__name__ = f.__qualname__ = fn_name
    f.__doc__ = doc
    f.__module__ = __name__
    return op_function(f)


def _many(fn_name: str, op_name: str, doc: str) -> Any:
    def f(input: Any, s: Any = None, dim: Any = None, norm: Optional[str] = None) -> Any:  # noqa: A002
        return _call_s(op_name, input, s, dim, norm)
    f.__name__ = f.__qualname__ = fn_name
    f.__doc__ = doc
    f.__module__ = __name__
    return op_function(f)


fft2 = _two("fft2", "FFT2", "The 2-D FFT over ``dim`` (default the last two dims).")
ifft2 = _two("ifft2", "IFFT2", "The 2-D inverse FFT over ``dim``.")
rfft2 = _two("rfft2", "RFFT2", "The 2-D FFT of a real signal (the last dim of ``dim`` one-sided).")
irfft2 = _two("irfft2", "IRFFT2", "The inverse of ``rfft2``.")
hfft2 = _two("hfft2", "HFFT2", "The 2-D FFT of a Hermitian-symmetric signal (a real result).")
ihfft2 = _two("ihfft2", "IHFFT2", "The inverse of ``hfft2``.")
fftn = _many("fftn", "FFTN", "The N-D FFT over ``dim`` (default: every dim, or the last ``len(s)``).")
ifftn = _many("ifftn", "IFFTN", "The N-D inverse FFT.")
rfftn = _many("rfftn", "RFFTN", "The N-D FFT of a real signal (the last dim of ``dim`` one-sided).")
irfftn = _many("irfftn", "IRFFTN", "The inverse of ``rfftn``.")
hfftn = _many("hfftn", "HFFTN", "The N-D FFT of a Hermitian-symmetric signal (a real result).")
ihfftn = _many("ihfftn", "IHFFTN", "The inverse of ``hfftn``.")


# --- fftshift / ifftshift ----------------------------------------------------------------------------------
def _shift_dims(name: str, rank: int, dim: Any) -> Tuple[int, ...]:
    if dim is None:
        return tuple(range(rank))
    dims = (dim,) if _is_int(dim) else tuple(dim)
    for a in dims:
        if not -rank <= a < max(rank, 1):
            raise ShapeError(f"For primitive[{name}], the dim must be in [{-rank},{rank}), but got {a}.")
    return tuple(a % rank for a in dims) if rank else ()


def _shift_amounts(shape: Tuple[int, ...], dims: Tuple[int, ...], inverse: bool) -> Tuple[int, ...]:
    return tuple(-(shape[a] // 2) if inverse else shape[a] // 2 for a in dims)


for _sname, _inv in (("FFTShift", False), ("IFFTShift", True)):
    def _define_shift(name: str, inverse: bool) -> None:
        op = define_op(name, OpKind.OTHER, attrs={"dim": None}, public=False,
                       doc=f"{name}(dim)(input): the zero frequency {'back to the start' if inverse else 'centred'}"
                           " along dim (default every dim).")

        @op.def_infer
        def _infer(x: Aval, dim: Any = None) -> Aval:
            _shift_dims(name, len(x.shape), dim)
            return Aval(tuple(x.shape), x.dtype)

        @op.def_impl
        def _impl(x: Any, dim: Any = None) -> np.ndarray:
            x = np.asarray(x)
            dims = _shift_dims(name, x.ndim, dim)
            if not dims:
                return x.copy()
            return np.roll(x, _shift_amounts(x.shape, dims, inverse), axis=dims)

        @bprop_getters.register(op.prim_class)
        def _get_bprop(self: Any) -> Any:
            dim = self.attrs.get("dim")

            def bprop(x, out, dout):
                return (apply(prim(_OPS["IFFTShift" if not inverse else "FFTShift"], dim=dim), (dout,)),)
            return bprop

        _OPS[name] = op

    _define_shift(_sname, _inv)


def _call_shift(name: str, input: Any, dim: Any) -> Any:  # noqa: A002
    dim = _const(name, dim)
    if not _is_tensor(input) or not (dim is None or _is_int(dim) or _int_seq(dim)):
        raise _type_error(name, (("input", input), ("dim", dim)),
                          "input=<Tensor>, dim=<list of int, int, tuple of int>")
    if isinstance(dim, (tuple, list)):
        dim = tuple(int(a) for a in dim)
    elif dim is not None:
        dim = int(dim)
    return apply(prim(_OPS[name], dim=dim), (input,))


@op_function
def fftshift(input: Any, dim: Any = None) -> Any:  # noqa: A002
    """``input`` rolled so the zero-frequency term is at the centre of ``dim`` (default every dim)."""
    return _call_shift("FFTShift", input, dim)


@op_function
def ifftshift(input: Any, dim: Any = None) -> Any:  # noqa: A002
    """The inverse of ``fftshift``."""
    return _call_shift("IFFTShift", input, dim)


# --- fftfreq / rfftfreq ------------------------------------------------------------------------------------
def _freq(name: str, fn: Any, n: Any, d: Any, dtype: Any) -> Any:
    from ..common import dtype as mstype
    from ..common.tensor import Tensor

    if _is_tensor(d) and not _is_sym(d):
        d = float(np.asarray(d._data))
    if is_graph_int(n) or is_graph_int(d, "f"):
        # numbers known only when the graph runs (``int(t)`` / ``float(t)``, as st TEST_OP passes them): asking for
        # their values makes graph code run the call when the graph runs, as MindSpore's op takes them as inputs
        # (its output's length depends on n; flip48)
        n, d = int(n), float(d)
    if isinstance(n, bool) or not _is_int(n) or isinstance(d, bool) or not isinstance(d, float):
        shown = ", ".join(f"{k}={_kind_name(v)}" for k, v in (("n", n), ("d", d)))
        raise DTypeError(f'Failed calling {name} with "{name}()({shown}, dtype=mindspore.dtype)".\nThe valid '
                         f'calling should be: \n"{name}()(n=<int>, d=<float>, dtype=<mindspore.dtype>)".')
    if n <= 0:
        raise ValueError(f"The argument[n] must be greater than 0, but got {n}.")
    dt = mstype.to_numpy(dtype, name=name) if dtype is not None else np.dtype(np.float32)
    return Tensor(np.asarray(fn(int(n), float(d))).astype(dt))


@op_function
def fftfreq(n: int, d: float = 1.0, dtype: Any = None) -> Any:
    """The sample frequencies of an n-point FFT with sample spacing ``d`` (float32 unless ``dtype``)."""
    return _freq("FFTFreq", np.fft.fftfreq, n, d, dtype)


@op_function
def rfftfreq(n: int, d: float = 1.0, dtype: Any = None) -> Any:
    """The non-negative sample frequencies of an n-point real FFT (float32 unless ``dtype``)."""
    return _freq("RFFTFreq", np.fft.rfftfreq, n, d, dtype)


# --- MindSpore's generated primitives (ops.auto_generate.FFT...: every argument an input) ------------------
def _prim_class(cls_name: str, fn: Any) -> type:
    def __call__(self: Any, *args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    return type(cls_name, (CompositePrimitive,), {"__call__": __call__, "__module__": __name__,
                                                  "__doc__": f"{cls_name}()(*args): ops.{fn.__name__}(*args)."})


_PRIM_FUNCS = {"FFT": fft, "IFFT": ifft, "FFT2": fft2, "IFFT2": ifft2, "FFTN": fftn, "IFFTN": ifftn, "RFFT": rfft,
               "IRFFT": irfft, "RFFT2": rfft2, "IRFFT2": irfft2, "RFFTN": rfftn, "IRFFTN": irfftn, "HFFT": hfft,
               "IHFFT": ihfft, "HFFT2": hfft2, "IHFFT2": ihfft2, "HFFTN": hfftn, "IHFFTN": ihfftn,
               "FFTShift": fftshift, "IFFTShift": ifftshift, "FFTFreq": fftfreq, "RFFTFreq": rfftfreq}
#: ``FFT`` ... classes and their ``fft_op`` ... instances, as ``ops.auto_generate.gen_ops_prim`` has them
GENERATED = {}
for _cls_name, _fn in _PRIM_FUNCS.items():
    _cls = _prim_class(_cls_name, _fn)
    GENERATED[_cls_name] = _cls
    GENERATED[_fn.__name__ + "_op"] = _cls()
