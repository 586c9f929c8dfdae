"""a..l functional ops with their arguments: keywords, negative axes, tuples, None, Python scalars,
out-of-range arguments (error classes), output dtypes."""
import os
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _h import case, mk

f32 = mk("float32", (3, 4))
f16 = mk("float16", (3, 4))
f64 = mk("float64", (3, 4))
i32 = mk("int32", (3, 4))
i64 = mk("int64", (3, 4))
b = mk("bool", (3, 4))
fl = {"f32": f32, "f16": f16, "f64": f64, "i32": i32, "i64": i64, "b": b}
fl = {k: v for k, v in fl.items() if k in os.environ.get("KINDS", "f32,f16,f64,i32,i64,b").split(",")}


def C(name, fn, *a):
    case(name, fn, *a)


# arange / full / full_like / logspace / hamming_window (creation)
for nm, fn in (("arange_i", lambda: ops.arange(5)), ("arange_f", lambda: ops.arange(0, 1.0, 0.25)),
               ("arange_neg", lambda: ops.arange(5, 0, -2)), ("arange_dt", lambda: ops.arange(5, dtype=ms.float32)),
               ("arange_i16", lambda: ops.arange(1, 6, 2, dtype=ms.int16)), ("arange_empty", lambda: ops.arange(3, 3)),
               ("arange_badstep", lambda: ops.arange(0, 5, 0)), ("arange_wrongdir", lambda: ops.arange(0, 5, -1)),
               ("arange_t", lambda: ops.arange(Tensor(4))), ("arange_tf", lambda: ops.arange(Tensor(0.5), Tensor(3))),
               ("arange_bool", lambda: ops.arange(True)),
               ("full_i", lambda: ops.full((2, 3), 1)), ("full_f", lambda: ops.full((2,), 1.5)),
               ("full_b", lambda: ops.full((2,), True)), ("full_dt", lambda: ops.full((2,), 7, dtype=ms.float16)),
               ("full_0d", lambda: ops.full((), 3.0)), ("full_e", lambda: ops.full((0, 2), 3.0)),
               ("full_t", lambda: ops.full((2,), Tensor(2.5))), ("full_list", lambda: ops.full([2, 2], 4)),
               ("full_neg", lambda: ops.full((-1, 2), 4)), ("full_dtb", lambda: ops.full((2,), 2.7, dtype=ms.int32)),
               ("full_like_i", lambda: ops.full_like(i32, 2.7)), ("full_like_f", lambda: ops.full_like(f16, 3)),
               ("full_like_dt", lambda: ops.full_like(f32, 1, dtype=ms.int8)), ("full_like_b", lambda: ops.full_like(b, 2)),
               ("logspace", lambda: ops.logspace(0, 2, 3)), ("logspace_b2", lambda: ops.logspace(0, 3, 4, base=2)),
               ("logspace_dt", lambda: ops.logspace(0, 2, 3, dtype=ms.float64)),
               ("logspace_i", lambda: ops.logspace(0, 2, 3, dtype=ms.int32)), ("logspace_1", lambda: ops.logspace(1, 2, 1)),
               ("logspace_0", lambda: ops.logspace(1, 2, 0)), ("logspace_t", lambda: ops.logspace(Tensor(0.), Tensor(1.), 3)),
               ("hamming", lambda: ops.hamming_window(5)), ("hamming_np", lambda: ops.hamming_window(5, periodic=False)),
               ("hamming_ab", lambda: ops.hamming_window(4, alpha=0.5, beta=0.5)),
               ("hamming_dt", lambda: ops.hamming_window(4, dtype=ms.float64)), ("hamming_1", lambda: ops.hamming_window(1)),
               ("hamming_0", lambda: ops.hamming_window(0)), ("hamming_neg", lambda: ops.hamming_window(-1)),
               ("hamming_f16", lambda: ops.hamming_window(4, dtype=ms.float16)),
               ("hamming_i32", lambda: ops.hamming_window(4, dtype=ms.int32)),
               ("hamming_float", lambda: ops.hamming_window(4.0)),
               ("eye", lambda: ops.eye(2, 3, ms.int32)), ("linspace", lambda: ops.linspace(0, 1, 3)),
               ("linspace1", lambda: ops.linspace(2, 1, 1)),
               ):
    C(nm, fn)

# argsort / argwhere / bincount / bucketize / count_nonzero
for k, x in fl.items():
    C(f"argsort_desc_{k}", lambda x: ops.argsort(x, axis=-1, descending=True), x)
    C(f"argsort_ax0_{k}", lambda x: ops.argsort(x, 0), x)
    C(f"argsort_axbad_{k}", lambda x: ops.argsort(x, 2), x)
    C(f"count_nonzero_ax_{k}", lambda x: ops.count_nonzero(x, axis=-1), x)
    C(f"count_nonzero_tup_{k}", lambda x: ops.count_nonzero(x, axis=(0, 1)), x)
    C(f"count_nonzero_kd_{k}", lambda x: ops.count_nonzero(x, axis=1, keep_dims=True), x)
    C(f"count_nonzero_dt_{k}", lambda x: ops.count_nonzero(x, axis=1, dtype=ms.float32), x)
    C(f"count_nonzero_axbad_{k}", lambda x: ops.count_nonzero(x, axis=3), x)
    C(f"bucketize_{k}", lambda x: ops.bucketize(x, [0.0, 1.0, 2.5]), x)
    C(f"bucketize_r_{k}", lambda x: ops.bucketize(x, [0.0, 1.0, 2.5], right=True), x)
    C(f"diagonal_{k}", lambda x: ops.diagonal(x, 1), x)
    C(f"diagonal_neg_{k}", lambda x: ops.diagonal(x, -1, -1, -2), x)
    C(f"diagonal_big_{k}", lambda x: ops.diagonal(x, 7), x)
    C(f"diagonal_same_{k}", lambda x: ops.diagonal(x, 0, 1, 1), x)
    C(f"diagflat_off_{k}", lambda x: ops.diagflat(x[0], 1), x)
    C(f"diagflat_noff_{k}", lambda x: ops.diagflat(x[0], -2), x)
    C(f"diff_n2_{k}", lambda x: ops.diff(x, 2), x)
    C(f"diff_ax0_{k}", lambda x: ops.diff(x, 1, 0), x)
    C(f"diff_prep_{k}", lambda x: ops.diff(x, 1, -1, x[:, :1], x[:, :2]), x)
    C(f"diff_n0_{k}", lambda x: ops.diff(x, 0), x)
    C(f"diff_nbig_{k}", lambda x: ops.diff(x, 5), x)
    C(f"flip_tup_{k}", lambda x: ops.flip(x, (0, -1)), x)
    C(f"flip_neg_{k}", lambda x: ops.flip(x, (-2,)), x)
    C(f"flip_bad_{k}", lambda x: ops.flip(x, (2,)), x)
    C(f"flip_dup_{k}", lambda x: ops.flip(x, (0, 0)), x)
    C(f"flip_int_{k}", lambda x: ops.flip(x, 1), x)
    C(f"index_select_{k}", lambda x: ops.index_select(x, -1, Tensor([2, 0, 2], ms.int32)), x)
    C(f"index_select_i64_{k}", lambda x: ops.index_select(x, 0, Tensor([1], ms.int64)), x)
    C(f"index_select_oob_{k}", lambda x: ops.index_select(x, 0, Tensor([5], ms.int32)), x)
    C(f"index_select_0d_{k}", lambda x: ops.index_select(x, 0, Tensor(1, ms.int32)), x)
    C(f"gather_{k}", lambda x: ops.gather(x, Tensor([2, 0], ms.int32), -1), x)
    C(f"gather_0d_{k}", lambda x: ops.gather(x, Tensor(1, ms.int32), 0), x)
    C(f"gather_bd_{k}", lambda x: ops.gather(x, Tensor([[1], [0], [2]], ms.int32), 1, batch_dims=1), x)
    C(f"cat_{k}", lambda x: ops.cat((x, x), -1), x)
    C(f"cat_f32mix_{k}", lambda x: ops.cat((x, f32)), x)
    C(f"cat_i32mix_{k}", lambda x: ops.cat([x, i32], 1), x)
    C(f"cat_bmix_{k}", lambda x: ops.cat([b, x], 1), x)
    C(f"hstack_{k}", lambda x: ops.hstack((x, f32)), x)
    C(f"hstack1d_{k}", lambda x: ops.hstack((x[0], x[1])), x)
    C(f"column_stack_{k}", lambda x: ops.column_stack((x[0], x[1])), x)
    C(f"column_stack_mix_{k}", lambda x: ops.column_stack((x[0], i64[0])), x)
    C(f"chunk_{k}", lambda x: ops.chunk(x, 3, -1), x)
    C(f"chunk_big_{k}", lambda x: ops.chunk(x, 10, 0), x)
    C(f"hardtanh_{k}", lambda x: ops.hardtanh(x, -0.5, 1.0), x)
    C(f"hardtanh_int_{k}", lambda x: ops.hardtanh(x, min_val=-1, max_val=2), x)
    C(f"leaky_relu_{k}", lambda x: ops.leaky_relu(x, alpha=0.3), x)
    C(f"leaky_relu_int_{k}", lambda x: ops.leaky_relu(x, 2), x)
    C(f"logcumsumexp_{k}", lambda x: ops.logcumsumexp(x, -1), x)
    C(f"logcumsumexp_bad_{k}", lambda x: ops.logcumsumexp(x, 2), x)
    C(f"histc_{k}", lambda x: ops.histc(x, bins=4, min=-1, max=3), x)
    C(f"histc_mm_{k}", lambda x: ops.histc(x, 3), x)
    C(f"histc_bad_{k}", lambda x: ops.histc(x, 3, 2, 1), x)
    C(f"cov_{k}", lambda x: ops.cov(x), x)
    C(f"cov_c0_{k}", lambda x: ops.cov(x, correction=0), x)
    C(f"cov_fw_{k}", lambda x: ops.cov(x, fweights=Tensor([1, 2, 1, 1], ms.int32)), x)
    C(f"cov_aw_{k}", lambda x: ops.cov(x, aweights=Tensor([0.5, 1., 1., 2.], ms.float32)), x)
    C(f"cov_1d_{k}", lambda x: ops.cov(x[0]), x)
    C(f"lerp_t_{k}", lambda x: ops.lerp(x, f32, Tensor(0.25, ms.float32)), x)
    C(f"lerp_f_{k}", lambda x: ops.lerp(x, x * 2, 0.25), x)
    C(f"lerp_w_{k}", lambda x: ops.lerp(x, f16, f16), x)
    C(f"inner_{k}", lambda x: ops.inner(x, x), x)
    C(f"inner_s_{k}", lambda x: ops.inner(x, 2), x)
    C(f"inner_0d_{k}", lambda x: ops.inner(x, Tensor(2.0)), x)
    C(f"addbmm_{k}", lambda x: ops.addbmm(x[:2, :2], ops.stack([x[:2], x[:2]]), ops.stack([x[:, :2].T, x[:, :2].T]).transpose(0, 2, 1)), x)
    C(f"is_nonzero_{k}", lambda x: ops.is_nonzero(x[0:1, 0:1]), x)
    C(f"is_nonzero_many_{k}", lambda x: ops.is_nonzero(x), x)
    C(f"is_floating_point_{k}", lambda x: ops.is_floating_point(x), x)
    C(f"is_tensor_{k}", lambda x: ops.is_tensor(x), x)

C("is_tensor_int", lambda: ops.is_tensor(1))
C("is_nonzero_0d", lambda: ops.is_nonzero(Tensor(0.0)))
C("bincount", lambda: ops.bincount(Tensor([0, 1, 1, 3], ms.int32)))
C("bincount_w", lambda: ops.bincount(Tensor([0, 1, 1, 3], ms.int32), Tensor([0.5, 1., 2., 3.], ms.float32)))
C("bincount_wf64", lambda: ops.bincount(Tensor([0, 1, 1, 3], ms.int32), Tensor([0.5, 1., 2., 3.], ms.float64)))
C("bincount_wi", lambda: ops.bincount(Tensor([0, 1, 1, 3], ms.int32), Tensor([1, 2, 3, 4], ms.int32)))
C("bincount_ml", lambda: ops.bincount(Tensor([0, 1, 1, 3], ms.int64), minlength=7))
C("bincount_neg", lambda: ops.bincount(Tensor([0, -1, 1, 3], ms.int32)))
C("bincount_empty", lambda: ops.bincount(Tensor(np.zeros(0, np.int32))))
C("bincount_i8", lambda: ops.bincount(Tensor([0, 1, 1, 3], ms.int8)))
C("bincount_f", lambda: ops.bincount(Tensor([0., 1., 1., 3.], ms.float32)))
C("bincount_2d", lambda: ops.bincount(Tensor([[0, 1], [1, 3]], ms.int32)))
C("bucketize_i", lambda: ops.bucketize(Tensor([[1, 5], [7, 3]], ms.int32), [1, 3, 5]))
C("bucketize_0d", lambda: ops.bucketize(Tensor(2.0), [1.0, 3.0]))
C("argwhere_0d", lambda: ops.argwhere(Tensor(2.0)))
C("argwhere_0d0", lambda: ops.argwhere(Tensor(0)))
C("adaptive_max_pool1d", lambda: ops.adaptive_max_pool1d(mk("float32", (1, 2, 7)), 3))
C("adaptive_max_pool1d_idx", lambda: ops.adaptive_max_pool1d(mk("float32", (1, 2, 7)), 3, return_indices=True))
C("adaptive_max_pool1d_2d", lambda: ops.adaptive_max_pool1d(mk("float32", (2, 7)), 4))
C("adaptive_max_pool1d_f16", lambda: ops.adaptive_max_pool1d(mk("float16", (1, 2, 7)), 3))
C("adaptive_max_pool1d_f64", lambda: ops.adaptive_max_pool1d(mk("float64", (1, 2, 7)), 3))
C("adaptive_max_pool1d_i32", lambda: ops.adaptive_max_pool1d(mk("int32", (1, 2, 7)), 3))
C("adaptive_max_pool1d_big", lambda: ops.adaptive_max_pool1d(mk("float32", (1, 2, 3)), 5))
C("adaptive_max_pool1d_0", lambda: ops.adaptive_max_pool1d(mk("float32", (1, 2, 3)), 0))
