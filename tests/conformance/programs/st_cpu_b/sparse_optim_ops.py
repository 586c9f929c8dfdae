"""Adapted from tests/st/ops/cpu/test_sparse_apply_{adam,lazy_adam,ftrl,proximal_adagrad,r_m_s_prop_cpu}_op.py
and test_rmsprop.py: in-place optimizer primitives update their Parameters (repeated indices included)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from mindspore.ops import operations as P
from _conf import emit, emit_error

VAR = np.arange(8, dtype=np.float32).reshape(4, 2) / 4 + 1
M = np.full((4, 2), 0.5, np.float32)
V = np.full((4, 2), 0.25, np.float32)
G = Tensor(np.array([[1., -2.], [0.5, 3.], [2., 1.]], np.float32))
IDX = Tensor(np.array([2, 0, 2], np.int32))


class Adam(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op
        self.var = Parameter(Tensor(VAR), name="var")
        self.m = Parameter(Tensor(M), name="m")
        self.v = Parameter(Tensor(V), name="v")

    def construct(self, grad, indices):
        self.op(self.var, self.m, self.v, 0.9, 0.999, 0.01, 0.9, 0.999, 1e-8, grad, indices)
        return self.var, self.m, self.v


class Ftrl(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op
        self.var = Parameter(Tensor(VAR), name="var")
        self.accum = Parameter(Tensor(M), name="accum")
        self.linear = Parameter(Tensor(V), name="linear")

    def construct(self, grad, indices):
        self.op(self.var, self.accum, self.linear, grad, indices)
        return self.var, self.accum, self.linear


class Prox(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.FusedSparseProximalAdagrad()
        self.var = Parameter(Tensor(VAR), name="var")
        self.accum = Parameter(Tensor(M), name="accum")
        self.lr = Tensor(0.1, ms.float32)
        self.l1 = Tensor(0.01, ms.float32)
        self.l2 = Tensor(0.02, ms.float32)

    def construct(self, grad, indices):
        self.op(self.var, self.accum, self.lr, self.l1, self.l2, grad, indices)
        return self.var, self.accum


class SparseRMS(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.SparseApplyRMSProp(0.2, 0.01, 1e-6)
        self.var = Parameter(Tensor(VAR[:3]), name="var")
        self.ms = Parameter(Tensor(M[:3]), name="ms")
        self.mom = Parameter(Tensor(V[:3]), name="mom")

    def construct(self, grad, indices):
        out = self.op(self.var, self.ms, self.mom, 0.01, grad, indices)
        return out, self.var, self.ms, self.mom


class RMS(nn.Cell):
    def __init__(self, centered):
        super().__init__()
        self.centered = centered
        self.op = P.ApplyCenteredRMSProp() if centered else P.ApplyRMSProp()
        self.var = Parameter(Tensor(VAR), name="var")
        self.mg = Parameter(Tensor(V), name="mg")
        self.ms = Parameter(Tensor(M), name="ms")
        self.mom = Parameter(Tensor(V), name="mom")
        self.lr = Tensor(0.01, ms.float32)

    def construct(self, grad):
        if self.centered:  # the primitive's output is not checked: MindSpore's CPU kernel leaves it unset
            self.op(self.var, self.mg, self.ms, self.mom, grad, self.lr, 0.9, 0.5, 1e-6)
        else:
            self.op(self.var, self.ms, self.mom, self.lr, grad, 0.9, 0.5, 1e-6)
        return self.var, self.mg, self.ms, self.mom


emit("fused_sparse_adam", Adam(P.FusedSparseAdam())(G, IDX)[0])
emit("fused_sparse_adam_nesterov", Adam(P.FusedSparseAdam(use_nesterov=True))(G, IDX)[0])
emit("fused_sparse_lazy_adam", Adam(P.FusedSparseLazyAdam())(G, IDX)[0])
emit("fused_sparse_lazy_adam_nesterov", Adam(P.FusedSparseLazyAdam(use_nesterov=True))(G, IDX)[0])
emit("fused_sparse_ftrl", Ftrl(P.FusedSparseFtrl(lr=0.1, l1=0.01, l2=0.02, lr_power=-0.5))(G, IDX)[0])
emit("sparse_apply_ftrl", Ftrl(P.SparseApplyFtrl(lr=0.1, l1=0.01, l2=0.02, lr_power=-0.5))(G, IDX))
emit("sparse_apply_ftrl_power", Ftrl(P.SparseApplyFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.3))(G, IDX))
emit("fused_sparse_proximal_adagrad", Prox()(G, IDX)[0])
g3 = Tensor(np.array([[1., -2.], [0., 3.], [2., 0.]], np.float32))
emit("sparse_apply_rmsprop", SparseRMS()(g3, Tensor(np.array([2, 0, 1], np.int32))))
emit("apply_rmsprop", RMS(False)(Tensor(np.array([[1., -1.], [0.5, 2.], [0., 3.], [-2., 1.]], np.float32))))
emit("apply_centered_rmsprop", RMS(True)(Tensor(np.array([[1., -1.], [0.5, 2.], [0., 3.], [-2., 1.]], np.float32))))
emit_error("fused_sparse_adam_bad_indices_dtype",
           lambda: Adam(P.FusedSparseAdam())(G, Tensor(np.array([2., 0., 2.], np.float32))))
emit_error("fused_sparse_ftrl_grad_indices_mismatch",
           lambda: Ftrl(P.FusedSparseFtrl(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5))(G, Tensor(np.array([0, 1], np.int32))))
