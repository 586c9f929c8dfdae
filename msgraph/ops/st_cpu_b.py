"""Primitives and function forms that MindSpore's CPU op tests ``tests/st/ops/cpu/test_[n-z]*.py`` use and
msgraph lacked (h-opsb).

Compositions of registry ops (``Padding``, ``padding``) get their gradients from the ops they use; the
in-place optimizer primitives (``FusedSparseAdam``...) compute their new values with one registry op each
(``_optim_rules``) and write them to their Parameters with ``Assign``.
"""
from __future__ import annotations

from typing import Any, Tuple

from ..common.tensor import Tensor
from ..errors import ArgumentError, ShapeError
from ._compose import CompositePrimitive
from ._helpers import shape_of
from ._helpers import user_type
from ..common.aval import Aval
from .registry import refuse_numbers
from .registry import OpKind, apply, define_op, op_function, prim
from .st_extra import pnorm_last

__all__ = ["padding", "pdist", "searchsorted"]


def _F():
    from . import functional

    return functional


class Padding(CompositePrimitive):
    """Padding(pad_dim_size=8)(x): x (..., 1) widened to (..., pad_dim_size) with zeros after its value."""

    _attrs = {"pad_dim_size": 8}

    def _check_attrs(self) -> None:
        n = self.attrs["pad_dim_size"]
        if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
            raise ShapeError(f"For 'Padding', the 'pad_dim_size' must be int and must > 0, but got '{n}' with "
                             f"type '{user_type(n).__name__}'.")

    def __call__(self, x: Any) -> Any:
        s = tuple(shape_of(x))
        if len(s) < 2:
            raise ShapeError(f"For primitive[Padding], the x rank must be greater than or equal to 2, "
                             f"but got {len(s)}.")
        if s[-1] != 1:
            raise ShapeError(f"For 'Padding', the last dimension of 'x' must be 1, but got: {s[-1]}.")
        n = self.attrs["pad_dim_size"]
        return x if n == 1 else _F().pad(x, (0, n - 1))


@op_function
def padding(x: Any, pad_dim_size: int = 8) -> Any:
    """Padding(pad_dim_size)(x)."""
    return Padding(pad_dim_size)(x)



@op_function
def pdist(input: Any, p: float = 2.0) -> Any:  # noqa: A002
    """The p-norm distances between each pair of rows (i < j) of input (N, M): (N * (N - 1) / 2,)."""
    import numpy as np

    from ._helpers import np_dtype

    F = _F()
    s = tuple(shape_of(input))
    if np.dtype(np_dtype(input)).kind != "f":   # MindSpore 2.10 checks the dtype before the rank
        from ._helpers import dtype_name

        raise TypeError("For primitive[Pdist], the input argument[x] must be a type of {Tensor[Float16], "
                        f"Tensor[Float32], Tensor[Float64]}}, but got Tensor[{dtype_name(np_dtype(input))}].")
    if len(s) != 2:
        raise ShapeError(f"For primitive[Pdist], the x dim must be equal to 2, but got {len(s)}.")
    if isinstance(p, bool) or not isinstance(p, (int, float)):
        raise ArgumentError(f"For 'Pdist', the type of 'p' must be float, but got {user_type(p).__name__}.")
    if p < 0:
        raise ShapeError(f"For 'Pdist', the 'p' must be a non-negative value, but got {p}.")
    if np_dtype(input) in (np.float32, np.float64) and s[-2] > 1:
        # MindSpore's CPU kernels: Pdist sums in double, its gradient is the PdistGrad kernel (float64 computed in
        # float32, equality tests to FLT_EPSILON)
        from .st_gpu_b import pdist_kernel_path

        return pdist_kernel_path(input, p)
    rows, cols = np.triu_indices(s[-2], 1)
    ax = len(s) - 2
    d = F.abs(F.sub(F.gather(input, Tensor(rows.astype(np.int32)), ax),
                    F.gather(input, Tensor(cols.astype(np.int32)), ax)))
    return pnorm_last(d, p, np_dtype(input))


# --- SearchSorted -----------------------------------------------------------------------------------------
def _searchsorted_shape(seq: Any, vals: Any) -> None:
    ss, vs = tuple(seq), tuple(vals)
    if len(ss) != 1 and (len(ss) != len(vs) or ss[:-1] != vs[:-1]):
        raise ShapeError(f"For 'SearchSorted', the 'sorted_sequence' must be 1 dimensional or all dimensions "
                         f"except the last dimension of 'sorted_sequence' must be the same as all dimensions except "
                         f"the last dimension of 'values'. but got shape of 'sorted_sequence': {list(ss)} and shape "
                         f"of 'values': {list(vs)}.")


def _searchsorted_dtype(dtype: Any) -> Any:
    import numpy as np

    from ..common.dtype import to_numpy

    dt = np.dtype(to_numpy(dtype))
    if dt.name not in ("int32", "int64"):
        raise ArgumentError(f"For 'SearchSorted', the 'dtype' must be int32 or int64, but got {dt.name}.")
    return dt


SEARCHSORTED = define_op("SearchSorted", OpKind.OTHER, attrs={"dtype": "int64", "right": False},
                         differentiable=False,
                         doc="SearchSorted(dtype=int64, right=False)(sorted_sequence, values): for each value, the "
                             "index in its row of the sorted sequence where it would be inserted.")
SearchSorted = SEARCHSORTED.prim_class


@SEARCHSORTED.def_impl
def _searchsorted_impl(seq: Any, vals: Any, dtype: Any = "int64", right: bool = False) -> Any:
    import numpy as np

    seq, vals = np.asarray(seq), np.asarray(vals)
    _searchsorted_shape(seq.shape, vals.shape)
    if seq.ndim == 0:
        raise ShapeError("For 'SearchSorted', empty shape is not permitted in 'sorted_sequence' inputs.")
    side = "right" if right else "left"
    if seq.dtype.kind == "f" and seq.size and vals.size and (np.isnan(seq).any() or np.isnan(vals).any()):
        out = _searchsorted_nan(seq, vals, right)
    elif seq.ndim == 1:
        out = np.searchsorted(seq, vals, side=side)
    elif seq.size == 0 or vals.size == 0:   # no rows to search: an empty result of the values' shape
        out = np.zeros(vals.shape, np.int64)
    else:
        s2 = seq.reshape(-1, seq.shape[-1])
        v2 = vals.reshape(-1, vals.shape[-1])
        out = np.stack([np.searchsorted(a, b, side=side) for a, b in zip(s2, v2)]).reshape(vals.shape)
    return out.astype(_searchsorted_dtype(dtype))


def _searchsorted_nan(seq: Any, vals: Any, right: bool) -> Any:
    """MindSpore 2.10's CPU kernel is std::lower_bound / std::upper_bound with IEEE comparisons (measured): a probe
    moves right when ``!(v <= s)`` (left) or ``!(v < s)`` (right), so NaN is not the largest value as in numpy
    (``searchsorted([0, 1, inf, nan], nan)`` is 4, ``([nan, nan], 1.0)`` is 2).  The same halving search here."""
    import numpy as np

    n = seq.shape[-1]
    s2 = np.broadcast_to(seq.reshape(-1, n)[:, None, :] if seq.ndim > 1 else seq[None, None, :],
                         (seq.reshape(-1, n).shape[0] if seq.ndim > 1 else 1, 1, n))
    v2 = vals.reshape(s2.shape[0], -1) if seq.ndim > 1 else vals.reshape(1, -1)
    first = np.zeros(v2.shape, np.int64)
    count = np.full(v2.shape, n, np.int64)
    rows = np.arange(v2.shape[0])[:, None]
    with np.errstate(invalid="ignore"):
        while (count > 0).any():
            step = count // 2
            it = np.minimum(first + step, n - 1)
            probe = s2[rows, 0, it]
            move = ~(v2 < probe) if right else ~(v2 <= probe)
            move &= count > 0
            first = np.where(move, it + 1, first)
            count = np.where(move, count - step - 1, np.where(count > 0, step, 0))
    return first.reshape(vals.shape)


@SEARCHSORTED.def_infer
def _searchsorted_infer(seq: Aval, vals: Aval, dtype: Any = "int64", right: bool = False) -> Aval:
    _searchsorted_shape(seq.shape, vals.shape)
    return Aval(tuple(vals.shape), _searchsorted_dtype(dtype))


def _searchsorted_kernel_dtype(seq: Any) -> None:
    """MindSpore 2.10's CPU SearchSorted kernels (measured): PyNative has none for a bool, uint8 or float16 sorted
    sequence (RuntimeError when it runs); Graph mode selects one for float16 and none for bool or uint8 (TypeError)."""
    import numpy as np

    from ..ir.builder import building_graph
    from ._helpers import np_dtype

    if not hasattr(seq, "dtype") or len(shape_of(seq)) == 0:
        return
    dt = np.dtype(np_dtype(seq))
    if not building_graph() and dt in (np.bool_, np.uint8, np.float16):
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"Unknown Error! (MindSpore 2.10's CPU SearchSorted kernel of a {dt.name} sorted_sequence)")
    if building_graph() and dt in (np.bool_, np.uint8):
        from ..errors import DTypeError

        raise DTypeError(f"Select CPU operator[SearchSorted] fail! Unsupported data type! ({dt.name})")


_SEARCHSORTED_CALL = SearchSorted.__call__


def _searchsorted_call(self: Any, *args: Any, **kwargs: Any) -> Any:
    """The Primitive: the kernel's dtypes as the function's, and (PyNative, measured) no kernel for a sorted sequence
    and values of different dtypes (float32 and int32: RuntimeError "Unknown Error!")."""
    import numpy as np

    from ..ir.builder import building_graph
    from ._helpers import np_dtype

    if len(args) >= 2:
        _searchsorted_kernel_dtype(args[0])
        seq, vals = args[0], args[1]
        if (not building_graph() and hasattr(seq, "dtype") and hasattr(vals, "dtype")
                and np.dtype(np_dtype(seq)) != np.dtype(np_dtype(vals))):
            from ..errors import OpRuntimeError

            raise OpRuntimeError(f"Unknown Error! (MindSpore 2.10's CPU SearchSorted has no kernel for a "
                                 f"{np.dtype(np_dtype(seq)).name} sorted_sequence with {np.dtype(np_dtype(vals)).name} values)")
    return _SEARCHSORTED_CALL(self, *args, **kwargs)


SearchSorted.__call__ = _searchsorted_call


@op_function
def searchsorted(sorted_sequence: Any, values: Any, *, out_int32: bool = False, right: bool = False,
                 side: Any = None, sorter: Any = None) -> Any:
    """The indices in the last dimension of sorted_sequence where values would be inserted to keep it sorted."""
    refuse_numbers('Failed calling SearchSorted with "SearchSorted(dtype=mindspore.dtype, right=bool)(sorted_sequence=Tensor, values={k0}, sorter=None)".', values)
    if side is not None:
        if side not in ("left", "right"):
            raise ShapeError(f"For 'searchsorted', the 'side' must be 'left' or 'right', but got {side!r}.")
        if right and side == "left":
            raise ShapeError("For 'searchsorted', 'side' and 'right' can't be set to opposites.")
        right = side == "right"
    if sorter is not None:
        sorted_sequence = _F().gather_elements(sorted_sequence, -1, sorter)
    _searchsorted_kernel_dtype(sorted_sequence)
    return apply(prim(SEARCHSORTED, dtype="int32" if out_int32 else "int64", right=bool(right)),
                 (sorted_sequence, values))


# --- SparseToDense / sparse_tensor_dense_matmul -----------------------------------------------------------
def _dense_shape(name: str, shape: Any) -> Tuple[int, ...]:
    if isinstance(shape, Tensor):
        shape = shape.asnumpy().tolist()
    if not isinstance(shape, (tuple, list)) or not all(isinstance(d, int) and not isinstance(d, bool) for d in shape):
        raise ArgumentError(f"For '{name}', the 'sparse_shape' must be a tuple of int, but got {shape!r}.")
    return tuple(shape)


def _check_sparse_coo(name: str, indices: Any, values: Any, shape: Tuple[int, ...]) -> None:
    import numpy as np

    from ._helpers import np_dtype

    if np.dtype(np_dtype(indices)).name not in ("int32", "int64"):
        raise ArgumentError(f"For '{name}', the 'indices' must be a Tensor of int32 or int64, "
                            f"but got {np_dtype(indices)}.")
    ish, vsh = tuple(shape_of(indices)), tuple(shape_of(values))
    if len(ish) != 2:
        raise ShapeError(f"For '{name}', the 'indices' must be a 2-D Tensor, but got {len(ish)}-D.")
    if len(vsh) != 1 or vsh[0] != ish[0]:
        raise ShapeError(f"For '{name}', the 'values' must be a 1-D Tensor with indices.shape[0] = {ish[0]} "
                         f"elements, but got shape {list(vsh)}.")
    if ish[1] != len(shape):
        raise ShapeError(f"For '{name}', indices.shape[1] must be the rank of 'sparse_shape' ({len(shape)}), "
                         f"but got {ish[1]}.")


class SparseToDense(CompositePrimitive):
    """SparseToDense()(indices, values, sparse_shape): the dense tensor of shape ``sparse_shape`` holding
    ``values`` at ``indices`` (N, rank) and zeros elsewhere."""

    def __call__(self, indices: Any, values: Any, sparse_shape: Any) -> Any:
        shape = _dense_shape("SparseToDense", sparse_shape)
        _check_sparse_coo("SparseToDense", indices, values, shape)
        return _F().scatter_nd(indices, values, shape)


@op_function
def sparse_tensor_dense_matmul(indices: Any, values: Any, sparse_shape: Any, dense: Any,
                               adjoint_st: bool = False, adjoint_dt: bool = False) -> Any:
    """The sparse (COO) 2-d matrix times ``dense``, each optionally transposed first."""
    F = _F()
    shape = _dense_shape("SparseTensorDenseMatmul", sparse_shape)
    if len(shape) != 2:
        raise ShapeError(f"For 'SparseTensorDenseMatmul', the 'sparse_shape' must be 2-D, but got {list(shape)}.")
    _check_sparse_coo("SparseTensorDenseMatmul", indices, values, shape)
    if len(tuple(shape_of(indices))) == 2 and tuple(shape_of(indices))[1] == 2:
        # MindSpore 2.10's CPU kernel: an index outside the sparse shape is its ValueError (checked when it runs)
        from .nn_extra import ids_in_range

        msg = (f"For 'SparseTensorDenseMatmul', the indices including out of bounds index, row range: [0, {shape[0]}), "
               f"col range: [0, {shape[1]}), but got {{v}} at position {{i}}.")
        rows = ids_in_range(F.stop_gradient(F.gather(indices, 0, 1)), shape[0], msg, True)
        cols = ids_in_range(F.stop_gradient(F.gather(indices, 1, 1)), shape[1], msg, True)
        indices = F.stack((rows, cols), 1)
    return F.matmul(F.transpose(F.scatter_nd(indices, values, shape), (1, 0)) if adjoint_st
                    else F.scatter_nd(indices, values, shape),
                    F.transpose(dense, (1, 0)) if adjoint_dt else dense)


# --- UniformCandidateSampler ------------------------------------------------------------------------------
def _ucs_check(true_shape: Any, true_dtype: Any, num_true: int, num_sampled: int, unique: bool,
               range_max: int) -> None:
    import numpy as np

    if np.dtype(true_dtype).name not in ("int32", "int64"):
        raise ArgumentError(f"For 'UniformCandidateSampler', the 'true_classes' must be int32 or int64, "
                            f"but got {np.dtype(true_dtype).name}.")
    if len(true_shape) != 2 or true_shape[1] != num_true:
        raise ShapeError(f"For 'UniformCandidateSampler', the 'true_classes' must be 2-D with num_true = {num_true} "
                         f"columns, but got shape {list(true_shape)}.")
    if unique and num_sampled > range_max:
        raise ShapeError(f"For 'UniformCandidateSampler', the value of num_sampled should be <= value of range_max: "
                         f"{range_max}, but got {num_sampled}.")


UNIFORM_CANDIDATE_SAMPLER = define_op(
    "UniformCandidateSampler", OpKind.OTHER, n_outputs=3, differentiable=False, stateful=True,
    attrs={"num_true": 1, "num_sampled": 1, "unique": True, "range_max": 1, "seed": 0,
           "remove_accidental_hits": False},
    doc="UniformCandidateSampler(num_true, num_sampled, unique, range_max, seed=0, remove_accidental_hits=False)"
        "(true_classes): num_sampled classes drawn uniformly from [0, range_max) (without repeats when unique), "
        "and the expected counts of the true and of the sampled classes.")


@UNIFORM_CANDIDATE_SAMPLER.def_impl
def _ucs_impl(true_classes: Any, num_true: int = 1, num_sampled: int = 1, unique: bool = True, range_max: int = 1,
              seed: int = 0, remove_accidental_hits: bool = False) -> Any:
    import numpy as np

    from .random_extra import op_rng

    t = np.asarray(true_classes)
    _ucs_check(t.shape, t.dtype, num_true, num_sampled, unique, range_max)
    # MindSpore 2.10's kernel: std::default_random_engine seeded with GetSeed(seed, 0), one per primitive and
    # shape (continued by later calls), uniform_int_distribution(0, range_max - 1); seed 0: a random seed (msgraph:
    # its global generator)
    if seed:
        from ..common import stdengines
        from .random_extra import op_engine

        engine = op_engine("UniformCandidateSampler", seed, 0, t.shape, stdengines.MinStdRand0)

        def draw() -> int:
            return stdengines.minstd_uniform(engine, range_max - 1)
    else:
        rng = op_rng("UniformCandidateSampler", 0)

        def draw() -> int:
            return int(rng.integers(0, range_max))
    # remove_accidental_hits: the true classes are never sampled (MindSpore's kernel drops the flag, with a warning,
    # when num_sampled plus the distinct true classes exceed range_max)
    excluded = set(int(c) for c in t.ravel()) if remove_accidental_hits else set()
    if len(excluded) + num_sampled > range_max:
        excluded = set()
    picked: list = []
    seen: set = set(excluded)
    tries = 0
    while len(picked) < num_sampled:
        c = draw()
        tries += 1
        if not unique:
            picked.append(c)
        elif c not in seen:
            seen.add(c)
            picked.append(c)
    sampled = np.array(picked, t.dtype)
    f32 = np.float32
    p = f32(1) / f32(range_max)   # the kernel's float arithmetic
    count = p * f32(num_sampled) if tries == num_sampled else -np.expm1(f32(tries) * np.log1p(-p))
    return (sampled, np.full(t.shape, count, np.float32), np.full((num_sampled,), count, np.float32))


@UNIFORM_CANDIDATE_SAMPLER.def_infer
def _ucs_infer(true_classes: Aval, num_true: int = 1, num_sampled: int = 1, unique: bool = True, range_max: int = 1,
               seed: int = 0, remove_accidental_hits: bool = False) -> Any:
    import numpy as np

    _ucs_check(true_classes.shape, true_classes.dtype, num_true, num_sampled, unique, range_max)
    return (Aval((num_sampled,), true_classes.dtype), Aval(tuple(true_classes.shape), np.dtype(np.float32)),
            Aval((num_sampled,), np.dtype(np.float32)))


def _seeded_ucs() -> type:
    from .random_extra import seeded_primitive

    return seeded_primitive(UNIFORM_CANDIDATE_SAMPLER.prim_class)


UniformCandidateSampler = _seeded_ucs()
