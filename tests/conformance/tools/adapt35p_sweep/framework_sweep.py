"""PyNative framework behaviour in small networks: requires_grad changes between calls, Parameter updates between
calls (set_data / assign / in jit sub-cells), sparse-gradient optimizers (FTRL / LazyAdam / ProximalAdagrad through
SparseGatherV2), TrainOneStepCell without a loss cell, batch sizes changing, AddN / Assign / dtype mixes."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from mindspore.ops import operations as P
from _h import case


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.addn = ops.AddN()
        self.relu = nn.ReLU()
        self.para1 = Parameter(Tensor([2, 3, 4, 5], ms.float32), name="para1")
        self.para2 = Parameter(Tensor([2, -3, 4, -5], ms.float32), name="para2")

    def construct(self, x, y):
        x = self.addn((x, y))
        x = self.addn((x, self.para1))
        x = self.relu(x)
        x = self.addn((x, self.para2 * self.para1))
        return x


XA = Tensor([1, -20, 3, 4], ms.float32)
YA = Tensor([1, 2, -3, 4], ms.float32)


def c_req_grad_changed():
    net = Inner(); g = ops.GradOperation(get_by_list=True)
    r1 = g(net, ParameterTuple(net.trainable_params()))(XA, YA)
    net.para1.requires_grad = False
    r2 = g(net, ParameterTuple(net.trainable_params()))(XA, YA)
    net.para1.requires_grad = True
    r3 = g(net, ParameterTuple(net.trainable_params()))(XA, YA)
    return [r1, r2, r3]


def c_req_grad_false_in_list():
    net = Inner(); net.para1.requires_grad = False
    return ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.get_parameters()))(XA, YA)


def c_set_data_between():
    net = Inner(); g = ops.GradOperation(get_all=True)
    a = g(net)(XA, YA)
    net.para1.set_data(Tensor([-10, 3, 4, 5], ms.float32))
    b = g(net)(XA, YA)
    return [a, b, net(XA, YA)]


def c_set_data_shape_change():
    net = Inner()
    a = net(XA, YA)
    net.para1.set_data(Tensor([1.0], ms.float32))
    return [a, net(XA, YA)]


def c_set_data_dtype_change():
    net = Inner()
    net.para1.set_data(Tensor([1, 2, 3, 4], ms.int32))
    return [net.para1.dtype, net(XA, YA)]


def c_assign_in_construct():
    class A(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = Parameter(Tensor(np.ones((2, 2), np.float32)), name="p")

        def construct(self, x):
            ops.assign(self.p, self.p * x)
            return self.p + 1
    a = A(); x = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
    return [a(x), a(x), a.p.value()]


def c_assign_int_into_float():
    class A(nn.Cell):
        def __init__(self):
            super().__init__()
            self.op = P.Assign()
            self.p = Parameter(Tensor(np.array([[0.5, 1.5], [2.5, -3.5]], np.float32)), name="p")

        def construct(self, x):
            self.op(self.p, x)
            return self.p
    a = A()
    return [a(Tensor(np.array([[1, 2], [3, -4]], np.int32))), a.p.value()]


def c_assign_f64_into_f32():
    class A(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = Parameter(Tensor(np.array([0.5, 1.5], np.float32)), name="p")

        def construct(self, x):
            ops.assign(self.p, x)
            return self.p
    a = A()
    return [a(Tensor(np.array([0.1, 1e40], np.float64))), a.p.value()]


def c_assign_shape_mismatch():
    p = Parameter(Tensor(np.ones((2, 2), np.float32)), name="p")
    return ops.assign(p, Tensor(np.ones((3,), np.float32)))


def c_assign_broadcast():
    p = Parameter(Tensor(np.ones((2, 2), np.float32)), name="p")
    return [ops.assign(p, Tensor(np.array([5.0, 6.0], np.float32))), p.value()]


class Sparse(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight1 = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(3, 1, 2) / 4 + 0.5), name="weight1")
        self.weight2 = Parameter(Tensor(np.ones([3, 1, 2]).astype(np.float32)), name="weight2")
        self.gather = P.SparseGatherV2()

    def construct(self, indices, label):
        return self.gather(self.weight1, indices, 1) + self.weight2


IDX = Tensor(np.array([0, 0, 1]).astype(np.int32))
LBL = Tensor(np.zeros([2, 1, 2]).astype(np.float32))


def sparse_train(mk):
    net = Sparse(); opt = mk(net.trainable_params())
    t = nn.TrainOneStepCell(net, opt)
    return [t(IDX, LBL), t(IDX, LBL), net.weight1.value(), net.weight2.value()]


def c_ftrl():
    return sparse_train(lambda p: nn.FTRL(p, learning_rate=0.1, weight_decay=0.9, loss_scale=2.0))


def c_lazyadam():
    return sparse_train(lambda p: nn.LazyAdam(p, learning_rate=0.1, weight_decay=0.9, loss_scale=2.0))


def c_lazyadam_plain():
    return sparse_train(lambda p: nn.LazyAdam(p, learning_rate=0.1))


def c_proximal_adagrad():
    return sparse_train(lambda p: nn.ProximalAdagrad(p, learning_rate=0.1, l1=0.01, l2=0.02))


def c_adam_sparse():
    return sparse_train(lambda p: nn.Adam(p, learning_rate=0.1))


def c_adam_sparse_wd():
    return sparse_train(lambda p: nn.Adam(p, learning_rate=0.1, weight_decay=0.1, use_nesterov=True))


def c_momentum_sparse():
    return sparse_train(lambda p: nn.Momentum(p, 0.1, 0.9))


def c_sgd_sparse():
    return sparse_train(lambda p: nn.SGD(p, 0.1))


def c_rmsprop_sparse():
    return sparse_train(lambda p: nn.RMSProp(p, 0.1))


def c_adagrad_sparse():
    return sparse_train(lambda p: nn.Adagrad(p, learning_rate=0.1))


def c_sparse_grad():
    net = Sparse()
    return ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.trainable_params()))(IDX, LBL)


def c_gather_grad():
    class G(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)), name="w")

        def construct(self, i):
            return ops.gather(self.w, i, 0).sum()
    net = G()
    return ops.GradOperation(get_by_list=True)(net, ParameterTuple(net.trainable_params()))(Tensor(np.array([2, 2, 0], np.int32)))


def c_unique():
    x = Tensor(np.array([3, 1, 3, 2, 1, 5], np.int32))
    y, idx = ops.unique(x)
    return [y, idx]


def c_unique_f():
    x = Tensor(np.array([3.5, -1.0, 3.5, 0.0, -0.0], np.float32))
    return P.Unique()(x)


def c_jit_sub_param_update():
    class Sub(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")

        @ms.jit
        def construct(self, x):
            self.p.set_data(self.p + x) if False else ops.assign_add(self.p, x)
            return self.p * 2
    class Top(nn.Cell):
        def __init__(self):
            super().__init__()
            self.s = Sub()

        def construct(self, x):
            return self.s(x) + self.s.p
    t = Top(); x = Tensor(np.array([0.5, 0.25], np.float32))
    return [t(x), t(x), t.s.p.value()]


def c_train_switch_mode():
    net = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 5), bias_init="zeros")
    t = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 3); y = Tensor(np.ones((2, 2), np.float32))
    out = [t(x, y)]
    ms.set_context(mode=ms.GRAPH_MODE if os.environ.get("MODE") != "graph" else ms.PYNATIVE_MODE)
    out.append(t(x, y))
    ms.set_context(mode=ms.GRAPH_MODE if os.environ.get("MODE") == "graph" else ms.PYNATIVE_MODE)
    out.append(t(x, y))
    return out + [net.weight.value()]


def c_addn_mixed():
    return ops.addn([Tensor([1, 2], ms.float16), Tensor([3, 4], ms.float32)])


def c_addn_int_float():
    return ops.addn([Tensor([1, 2], ms.int32), Tensor([3.5, 4], ms.float32)])


def c_addn_single():
    return ops.addn([Tensor([1, 2], ms.int8)])


def c_addn_bool():
    return ops.addn([Tensor([True, False]), Tensor([True, True])])


def c_addn_broadcast():
    return ops.addn([Tensor([[1, 2]], ms.float32), Tensor([[3], [4]], ms.float32)])


def c_concat_mixed():
    return ops.concat([Tensor([1, 2], ms.float16), Tensor([3, 4], ms.float32)])


def c_concat_int_bool():
    return ops.concat([Tensor([1, 2], ms.int32), Tensor([True, False])])


def c_cast_chain():
    x = Tensor(np.array([1.7, -2.5, 300.0, -0.0], np.float32))
    return [ops.cast(x, ms.int8), ops.cast(x, ms.uint8), ops.cast(x, ms.float16), ops.cast(ops.cast(x, ms.int32), ms.bool_)]


def c_withgrad_param_frozen():
    net = Inner(); net.para2.requires_grad = False
    return nn.WithGradCell(net)(XA, YA)


def c_train_no_loss():
    net = Inner()
    class L(nn.Cell):
        def __init__(self, n):
            super().__init__(); self.n = n

        def construct(self, x, y):
            return self.n(x, y).sum()
    t = nn.TrainOneStepCell(L(net), nn.SGD(net.trainable_params(), 0.1))
    return [t(XA, YA), t(XA, YA), net.para1.value(), net.para2.value()]


def c_train_vector_loss():
    net = Inner()
    t = nn.TrainOneStepCell(net, nn.SGD(net.trainable_params(), 0.1))
    return [t(XA, YA), net.para1.value(), net.para2.value()]


def c_train_batch_change():
    net = nn.Dense(3, 2, weight_init=Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 5), bias_init="zeros")
    t = nn.TrainOneStepCell(nn.WithLossCell(net, nn.L1Loss()), nn.Adam(net.trainable_params(), 0.01))
    out = []
    for b in (1, 4, 2, 4):
        x = Tensor(np.arange(3 * b, dtype=np.float32).reshape(b, 3) / 7); y = Tensor(np.ones((b, 2), np.float32))
        out.append(t(x, y))
    return out + [net.weight.value()]


ONLY = os.environ.get("ONLY")
for k, v in list(globals().items()):
    if k.startswith("c_"):
        case(k, v)
