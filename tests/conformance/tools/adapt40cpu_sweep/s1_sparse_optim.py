"""st ops/cpu sparse optimizer primitives (test_sparse_apply_adam / ftrl / lazy_adam / proximal_adagrad /
r_m_s_prop): FusedSparseAdam, FusedSparseLazyAdam, FusedSparseFtrl, SparseApplyFtrl, FusedSparseProximalAdagrad,
SparseApplyProximalAdagrad, SparseApplyRMSProp in a Cell: the test's inputs, REPEATED indices, dtypes, out-of-range
and negative indices, empty indices, shape errors; outputs and the Parameters after."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, Parameter
from mindspore.ops import operations as P
from _h import case

VAR = np.array([[0.6, 0.3], [0.1, 0.5], [0.4, 0.9]])
A1 = np.array([[0.2, 0.4], [0.1, 0.3], [0.5, 0.5]])
A2 = np.array([[0.3, 0.1], [0.3, 0.6], [0.2, 0.7]])


class Net(nn.Cell):
    def __init__(self, prim, n, dt, front=(), vals=(VAR, A1, A2)):
        super().__init__()
        self.prim = prim
        self.n = n
        self.front = front
        self.p0 = Parameter(Tensor(vals[0], dt), name="p0")
        self.p1 = Parameter(Tensor(vals[1], dt), name="p1")
        self.p2 = Parameter(Tensor(vals[2], dt), name="p2")

    def construct(self, *a):
        if self.n == 2:
            return self.prim(self.p0, self.p1, *a)
        return self.prim(self.p0, self.p1, self.p2, *a)


def go(prim, n, dt, args, vals=(VAR, A1, A2)):
    def f():
        net = Net(prim, n, dt, vals=vals)
        out = net(*args)
        ps = [net.p0, net.p1] + ([net.p2] if n == 3 else [])
        ps = tuple(Tensor(p.asnumpy()) for p in ps)
        # the Fused* primitives' outputs are placeholders (MindSpore returns unwritten memory): the Parameters only
        return ps if type(prim).__name__.startswith("Fused") else (out, ps)
    return f


def T(a, dt):
    return Tensor(np.array(a), dt)


f32, f16, f64, i32, i64 = ms.float32, ms.float16, ms.float64, ms.int32, ms.int64
G2 = np.array([[0.3, -0.7], [0.1, 0.8]])
G3 = np.array([[0.3, -0.7], [0.1, 0.8], [-0.5, 0.2]])
IDX = {"plain": [0, 2], "rep": [1, 1], "rep3": [2, 0, 2], "neg": [-1, 0], "perm": [2, 1, 0]}


def grad_for(k):
    n = len(IDX[k])
    return G3[:n] if n == 3 else G2


for dt in (f32, f16, f64):
    for idt in (i32, i64):
        for k in IDX:
            g = grad_for(k)
            ids = T(IDX[k], idt)
            gt = T(g, dt)
            tag = "%s.%s.%s" % (dt, idt, k)
            # FusedSparseAdam(var, m, v, beta1_power, beta2_power, lr, beta1, beta2, epsilon, grad, indices)
            sc = [T(0.9, dt), T(0.999, dt), T(0.001, dt), T(0.9, dt), T(0.999, dt), T(1e-8, dt)]
            case("FusedSparseAdam." + tag, go(P.FusedSparseAdam(), 3, dt, sc + [gt, ids]))
            case("FusedSparseAdam.nesterov." + tag, go(P.FusedSparseAdam(use_nesterov=True), 3, dt, sc + [gt, ids]))
            case("FusedSparseLazyAdam." + tag, go(P.FusedSparseLazyAdam(), 3, dt, sc + [gt, ids]))
            case("FusedSparseFtrl." + tag, go(P.FusedSparseFtrl(lr=0.1, l1=0.01, l2=0.02, lr_power=-0.5), 3, dt,
                                              [gt, ids]))
            case("SparseApplyFtrl." + tag, go(P.SparseApplyFtrl(lr=0.1, l1=0.01, l2=0.02, lr_power=-0.5), 3, dt,
                                              [gt, ids]))
            case("SparseApplyFtrl.l1zero." + tag, go(P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5), 3,
                                                     dt, [gt, ids]))
            case("FusedSparseProximalAdagrad." + tag, go(P.FusedSparseProximalAdagrad(), 2, dt,
                                                         [T(0.1, dt), T(0.01, dt), T(0.02, dt), gt, ids]))
            case("SparseApplyProximalAdagrad." + tag, go(P.SparseApplyProximalAdagrad(), 2, dt,
                                                         [T(0.1, dt), T(0.01, dt), T(0.02, dt), gt, ids]))
            case("SparseApplyProximalAdagrad.pyf." + tag, go(P.SparseApplyProximalAdagrad(), 2, dt,
                                                             [0.1, 0.01, 0.02, gt, ids]))
            case("SparseApplyRMSProp." + tag, go(P.SparseApplyRMSProp(0.2, 0.01, 1e-6), 3, dt,
                                                 [T(0.01, dt), gt, ids]))
            case("SparseApplyRMSProp.pylr." + tag, go(P.SparseApplyRMSProp(0.2, 0.01, 1e-6), 3, dt,
                                                      [0.01, gt, ids]))

# errors / edge cases
g = T(G2, f32)
case("err.adam.idx_rank0", go(P.FusedSparseAdam(), 3, f32, [T(0.9, f32), T(0.999, f32), T(0.001, f32), T(0.9, f32),
                                                          T(0.999, f32), T(1e-8, f32), g, T(0, i32)]))
case("err.adam.grad_len", go(P.FusedSparseAdam(), 3, f32, [T(0.9, f32), T(0.999, f32), T(0.001, f32), T(0.9, f32),
                                                         T(0.999, f32), T(1e-8, f32), g, T([0], i32)]))
case("err.ftrl.idx_float", go(P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5), 3, f32, [g, T([0, 1], f32)]))
case("err.ftrl.idx_int16", go(P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5), 3, f32,
                              [g, T([0, 1], ms.int16)]))
case("err.ftrl.grad_dtype", go(P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5), 3, f32, [T(G2, f16),
                                                                                            T([0, 1], i32)]))
case("err.ftrl.var_int", go(P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5), 3, i32, [T(G2, i32),
                                                                                         T([0, 1], i32)]))
case("err.ftrl.lr_power_pos", lambda: P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=0.5))
case("err.ftrl.lr_neg", lambda: P.SparseApplyFtrl(lr=-0.1, l1=0.0, l2=0.0, lr_power=-0.5))
case("err.ftrl.l1_neg", lambda: P.SparseApplyFtrl(lr=0.1, l1=-1.0, l2=0.0, lr_power=-0.5))
case("err.ftrl.lr_int", lambda: P.SparseApplyFtrl(lr=1, l1=0.0, l2=0.0, lr_power=-0.5))
case("err.ftrl.grad_cols", go(P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5), 3, f32,
                              [T([[0.1, 0.2, 0.3], [0.1, 0.2, 0.3]], f32), T([0, 1], i32)]))
case("err.ftrl.empty_idx", go(P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5), 3, f32,
                              [T(np.zeros((0, 2)), f32), T(np.zeros((0,)), i32)]))
case("err.rms.rho_big", lambda: P.SparseApplyRMSProp(1.5, 0.01, 1e-6))
case("err.rms.eps_neg", lambda: P.SparseApplyRMSProp(0.2, 0.01, -1e-6))
case("err.rms.mom_neg", lambda: P.SparseApplyRMSProp(0.2, -0.01, 1e-6))
case("err.rms.lr_dtype", go(P.SparseApplyRMSProp(0.2, 0.01, 1e-6), 3, f32, [T(0.01, f16), g, T([0, 1], i32)]))
case("err.rms.lr_1d", go(P.SparseApplyRMSProp(0.2, 0.01, 1e-6), 3, f32, [T([0.01], f32), g, T([0, 1], i32)]))
case("err.rms.grad_dtype", go(P.SparseApplyRMSProp(0.2, 0.01, 1e-6), 3, f32, [T(0.01, f32), T(G2, f64),
                                                                             T([0, 1], i32)]))
case("err.rms.var_int", go(P.SparseApplyRMSProp(0.2, 0.01, 1e-6), 3, i32, [T(1, i32), T(G2, i32), T([0, 1], i32)]))
case("err.proxada.lr_1d", go(P.SparseApplyProximalAdagrad(), 2, f32, [T([0.1], f32), T(0.01, f32), T(0.02, f32),
                                                                    g, T([0, 1], i32)]))
case("err.proxada.lr_dtype", go(P.SparseApplyProximalAdagrad(), 2, f32, [T(0.1, f64), T(0.01, f32), T(0.02, f32),
                                                                       g, T([0, 1], i32)]))
case("err.proxada.var_int", go(P.SparseApplyProximalAdagrad(), 2, i32, [T(1, i32), T(0, i32), T(0, i32),
                                                                      T(G2, i32), T([0, 1], i32)]))
case("err.fproxada.f16", go(P.FusedSparseProximalAdagrad(), 2, f16, [T(0.1, f16), T(0.01, f16), T(0.02, f16),
                                                                   T(G2, f16), T([0, 1], i32)]))
# 3-D var (the st test's shape)
V3 = np.ones((3, 3, 3))
case("ftrl3d.st", go(P.FusedSparseFtrl(lr=0.001, l1=0.0, l2=0.0, lr_power=-0.5), 3, f32,
                     [T(np.ones((3, 3, 3)), f32), T([0, 1, 2], i32)], vals=(V3, V3, V3)))
case("adam3d.st", go(P.FusedSparseAdam(), 3, f32, [T(0.9, f32), T(0.999, f32), T(0.001, f32), T(0.9, f32),
                                                  T(0.999, f32), T(1e-8, f32), T(np.ones((3, 3, 3)), f32),
                                                  T([0, 1, 2], i32)], vals=(V3, V3, V3)))
case("proxada3d.st", go(P.FusedSparseProximalAdagrad(), 2, f32, [T(0.01, f32), T(0.0, f32), T(0.0, f32),
                                                               T(np.ones((3, 3, 3)), f32), T([0, 1, 2], i32)],
                        vals=(V3, V3, V3)))
case("ftrl3d.rep", go(P.SparseApplyFtrl(lr=0.001, l1=0.0, l2=0.0, lr_power=-0.5), 3, f32,
                      [T(np.ones((3, 3, 3)), f32), T([1, 1, 1], i32)], vals=(V3, V3, V3)))
