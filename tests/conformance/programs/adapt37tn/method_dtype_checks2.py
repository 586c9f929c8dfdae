"""Argument checks of Tensor methods whose MindSpore 2.10 function checks in Python (found by the adapt37tn variant
sweep of st/tensor/overload/test_logaddexp.py, test_histc.py, and baddbmm): `logaddexp` / `logaddexp2` need both
Tensors floating (float32 with int32: TypeError; msgraph computed), `baddbmm` needs one dtype for the three Tensors
and integer beta / alpha for integer ones (TypeErrors; msgraph promoted), `histc` with min > max is Histogram's
ValueError (msgraph: RuntimeError).  Both modes (a Graph-mode Cell too)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error


class Lae(nn.Cell):
    def construct(self, x, y):
        return x.logaddexp(y), x.logaddexp2(y)


class Bad(nn.Cell):
    def construct(self, x, a, b):
        return x.baddbmm(a, b)


class Hist(nn.Cell):
    def construct(self, x):
        return x.histc(4, 1, 0)


f = {n: Tensor(np.array([0.5, -1.0, 2.0]).astype(n)) for n in (np.float32, np.float16, np.float64)}
i = {n: Tensor(np.array([1, 0, 3]).astype(n)) for n in (np.int32, np.int64, np.uint8, np.bool_)}
for a, x in list(f.items()) + list(i.items()):
    for b, y in list(f.items()) + list(i.items()):
        n = f"{np.dtype(a).name}_{np.dtype(b).name}"
        emit_error("lae_" + n, lambda: x.logaddexp(y))
        emit_error("lae2_" + n, lambda: x.logaddexp2(y))
        emit_error("ops_lae_" + n, lambda: ops.logaddexp(x, y))
emit_error("cell_lae_mixed", lambda: Lae()(f[np.float32], i[np.int32]))
emit_error("cell_lae_float", lambda: Lae()(f[np.float32], f[np.float16]))

b1 = Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32))
b2 = Tensor(np.arange(12).reshape(2, 3, 2).astype(np.float32) / 4)
for dt in (np.float32, np.float64, np.float16, np.int32, np.int64):
    n = np.dtype(dt).name
    x = Tensor(np.ones((2, 2, 2), dt))
    emit_error("bad_" + n, lambda: x.baddbmm(b1, b2))
    emit_error("bad_ops_" + n, lambda: ops.baddbmm(x, b1, b2, 0.5, 2))
    emit_error("bad_same_" + n, lambda: x.baddbmm(b1.astype(x.dtype), b2.astype(x.dtype), beta=2, alpha=3))
    emit_error("bad_same_float_alpha_" + n, lambda: x.baddbmm(b1.astype(x.dtype), b2.astype(x.dtype), alpha=0.5))
    emit_error("bad_cell_" + n, lambda: Bad()(x, b1, b2))

h = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
emit_error("histc_min_gt_max", lambda: h.histc(4, 1, 0))
emit_error("histc_kw", lambda: h.histc(bins=4, min=1.0, max=0.5))
emit_error("ops_histc", lambda: ops.histc(h, 4, 3, 2))
emit_error("histc_ok", lambda: h.histc(4, 0, 4))
emit_error("histc_cell", lambda: Hist()(h))
