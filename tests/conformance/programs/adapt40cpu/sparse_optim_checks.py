"""The sparse optimizer primitives' dtype checks and their float16 arithmetic (st ops/cpu test_sparse_apply_adam /
ftrl / lazy_adam / proximal_adagrad / r_m_s_prop variants, adapt40cpu).  MindSpore 2.10 refuses (TypeError) float64
states of FusedSparseAdam / FusedSparseLazyAdam / SparseApplyFtrl / SparseApplyRMSProp and anything but float32 for
FusedSparseFtrl / FusedSparseProximalAdagrad (msgraph updated them), checks SparseApplyRMSProp's dtypes before its
shapes and its lr's rank first, takes int64 indices for FusedSparseProximalAdagrad (msgraph refused them) and an
int lr of SparseApplyFtrl is a TypeError.  Silent: float16 states of FusedSparseAdam / FusedSparseLazyAdam /
SparseApplyFtrl / SparseApplyRMSProp are computed in float32 and rounded once, repeated indices too (msgraph rounded
every step, or every row: SparseApplyFtrl's var -0.00779 for -0.00774).  The Parameters after the step are emitted
(the Fused* outputs are placeholders)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter
from mindspore.ops import operations as P
from _conf import emit_error

VAR = np.array([[0.6, 0.3], [0.1, 0.5], [0.4, 0.9]])
A1 = np.array([[0.2, 0.4], [0.1, 0.3], [0.5, 0.5]])
A2 = np.array([[0.3, 0.1], [0.3, 0.6], [0.2, 0.7]])
G2 = np.array([[0.3, -0.7], [0.1, 0.8]])
G3 = np.array([[0.3, -0.7], [0.1, 0.8], [-0.5, 0.2]])


class Net(nn.Cell):
    def __init__(self, prim, n, dt):
        super().__init__()
        self.prim = prim
        self.n = n
        self.p0 = Parameter(Tensor(VAR, dt), name="p0")
        self.p1 = Parameter(Tensor(A1, dt), name="p1")
        self.p2 = Parameter(Tensor(A2, dt), name="p2")

    def construct(self, *a):
        if self.n == 2:
            return self.prim(self.p0, self.p1, *a)
        return self.prim(self.p0, self.p1, self.p2, *a)


def run(prim, n, dt, args):
    net = Net(prim, n, dt)
    net(*args)
    return (net.p0, net.p1) + ((net.p2,) if n == 3 else ())


def T(a, dt):
    return Tensor(np.array(a), dt)


def adam_args(dt, g, ids):
    return [T(0.9, dt), T(0.999, dt), T(0.001, dt), T(0.9, dt), T(0.999, dt), T(1e-8, dt), T(g, dt),
            T(ids, ms.int32)]


def ftrl():
    return P.SparseApplyFtrl(lr=0.1, l1=0.01, l2=0.02, lr_power=-0.5)


def fftrl():
    return P.FusedSparseFtrl(lr=0.1, l1=0.01, l2=0.02, lr_power=-0.5)


def rms():
    return P.SparseApplyRMSProp(0.2, 0.01, 1e-6)


f16, f32, f64 = ms.float16, ms.float32, ms.float64
i32, i64 = ms.int32, ms.int64
# float16: computed in float32, rounded once
emit_error("FusedSparseAdam_f16", lambda: run(P.FusedSparseAdam(), 3, f16, adam_args(f16, G2, [0, 2])))
emit_error("FusedSparseAdam_f16_repeated", lambda: run(P.FusedSparseAdam(), 3, f16, adam_args(f16, G2, [1, 1])))
emit_error("FusedSparseLazyAdam_f16", lambda: run(P.FusedSparseLazyAdam(), 3, f16, adam_args(f16, G2, [0, 2])))
emit_error("SparseApplyFtrl_f16", lambda: run(ftrl(), 3, f16, [T(G2, f16), T([0, 2], i32)]))
emit_error("SparseApplyFtrl_f16_repeated", lambda: run(ftrl(), 3, f16, [T(G2, f16), T([1, 1], i64)]))
emit_error("SparseApplyFtrl_f16_repeated3", lambda: run(ftrl(), 3, f16, [T(G3, f16), T([2, 0, 2], i32)]))
emit_error("SparseApplyRMSProp_f16_perm", lambda: run(rms(), 3, f16, [T(0.01, f16), T(G3, f16),
                                                                    T([2, 1, 0], i32)]))
emit_error("SparseApplyFtrl_f32_repeated", lambda: run(ftrl(), 3, f32, [T(G3, f32), T([2, 0, 2], i32)]))
# dtype checks
emit_error("FusedSparseAdam_f64", lambda: run(P.FusedSparseAdam(), 3, f64, adam_args(f64, G2, [0, 2])))
emit_error("FusedSparseLazyAdam_f64", lambda: run(P.FusedSparseLazyAdam(), 3, f64, adam_args(f64, G2, [0, 2])))
emit_error("FusedSparseFtrl_f16", lambda: run(fftrl(), 3, f16, [T(G2, f16), T([0, 2], i32)]))
emit_error("FusedSparseFtrl_f64", lambda: run(fftrl(), 3, f64, [T(G2, f64), T([0, 2], i32)]))
emit_error("SparseApplyFtrl_f64", lambda: run(ftrl(), 3, f64, [T(G2, f64), T([0, 2], i64)]))
emit_error("SparseApplyFtrl_int_lr", lambda: P.SparseApplyFtrl(lr=1, l1=0.0, l2=0.0, lr_power=-0.5) and "built")
for dt in (f16, f64):
    emit_error(f"FusedSparseProximalAdagrad_{dt}", lambda: run(P.FusedSparseProximalAdagrad(), 2, dt,
                                                              [T(0.1, dt), T(0.01, dt), T(0.02, dt), T(G2, dt),
                                                               T([0, 2], i32)]))
emit_error("FusedSparseProximalAdagrad_int64_indices", lambda: run(P.FusedSparseProximalAdagrad(), 2, f32,
                                                                   [T(0.1, f32), T(0.01, f32), T(0.02, f32),
                                                                    T(G2, f32), T([0, 2], i64)]))
emit_error("SparseApplyRMSProp_f64", lambda: run(rms(), 3, f64, [T(0.01, f64), T(G3, f64), T([2, 0, 1], i32)]))
emit_error("SparseApplyRMSProp_int32", lambda: run(rms(), 3, ms.int32, [T(1, i32), T(G2, i32), T([0, 1], i32)]))
emit_error("SparseApplyRMSProp_f64_grad_bad_shape", lambda: run(rms(), 3, f32, [T(0.01, f32), T(G2, f64),
                                                                               T([0, 1], i32)]))
emit_error("SparseApplyRMSProp_lr_rank1", lambda: run(rms(), 3, f32, [T([0.01], f32), T(G2, f32), T([0, 1], i32)]))
emit_error("SparseApplyProximalAdagrad_lr_rank1", lambda: run(P.SparseApplyProximalAdagrad(), 2, f32,
                                                              [T([0.1], f32), T(0.01, f32), T(0.02, f32),
                                                               T(G2, f32), T([0, 1], i32)]))
