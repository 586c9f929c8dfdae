# MindSpore's SGD primitive (first step with stat=1, later steps, dampening, weight decay, nesterov) and
# SparseApplyAdagrad (repeated indices summed) / SparseApplyAdagradV2 called in a Cell on its Parameters.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.ops import operations as P
from _conf import emit

F32 = np.float32


class SGDNet(nn.Cell):
    def __init__(self, op, stat):
        super().__init__()
        self.op = op
        self.p = Parameter(Tensor(np.array([1.0, -2.0, 0.5, 3.0], F32)), name="p")
        self.accum = Parameter(Tensor(np.array([0.2, 0.1, 0.4, 0.3], F32)), name="accum")
        self.stat = Parameter(Tensor(np.array(stat, F32)), name="stat")

    def construct(self, grad, lr, momentum):
        return self.op(self.p, grad, lr, self.accum, momentum, self.stat)


def sgd(label, op, stat):
    net = SGDNet(op, stat)
    g = Tensor(np.array([0.1, -0.3, 0.0, 0.7], F32))
    out = net(g, Tensor(0.1, ms.float32), Tensor(0.9, ms.float32))
    emit(label + "_out", out, rtol=1e-5, atol=1e-6)
    emit(label + "_params", [net.p.value(), net.accum.value(), net.stat.value()], rtol=1e-5, atol=1e-6)
    out = net(g, Tensor(0.1, ms.float32), Tensor(0.9, ms.float32))
    emit(label + "_second", [net.p.value(), net.accum.value(), net.stat.value()], rtol=1e-5, atol=1e-6)


sgd("sgd_first", P.SGD(), [1.0, 1.0, 1.0, 1.0])
sgd("sgd_mixed_stat", P.SGD(), [1.0, 0.0, -0.5, 2.0])
sgd("sgd_dampening", P.SGD(dampening=0.5), [0.0, 0.0, 0.0, 0.0])
sgd("sgd_weight_decay", P.SGD(weight_decay=0.1), [1.0, 0.0, 1.0, 0.0])
sgd("sgd_nesterov", P.SGD(nesterov=True), [0.0, 1.0, 0.0, 1.0])


class SparseNet(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op
        self.var = Parameter(Tensor(np.arange(6, dtype=F32).reshape(3, 2) * 0.5 + 0.25), name="var")
        self.accum = Parameter(Tensor(np.full((3, 2), 0.1, F32)), name="accum")

    def construct(self, grad, indices):
        return self.op(self.var, self.accum, grad, indices)


def sparse(label, op, indices):
    net = SparseNet(op)
    grad = Tensor(np.array([[0.1, -0.2], [0.3, 0.4], [-0.5, 0.6]], F32))
    out = net(grad, Tensor(np.array(indices, np.int32)))
    emit(label + "_out", out, rtol=1e-5, atol=1e-6)
    emit(label + "_params", [net.var.value(), net.accum.value()], rtol=1e-5, atol=1e-6)


sparse("sparse_adagrad", P.SparseApplyAdagrad(lr=0.1), [2, 0, 2])
sparse("sparse_adagrad_no_slots", P.SparseApplyAdagrad(lr=0.1, update_slots=False), [2, 0, 2])
sparse("sparse_adagrad_v2", P.SparseApplyAdagradV2(lr=0.1, epsilon=1e-3), [2, 0, 1])
