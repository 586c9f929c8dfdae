"""Cell / Parameter bookkeeping model code relies on: get_parameters(expand=False), name_cells / cells, insert_child_to_cell,
insert_param_to_cell, param_prefix, ParameterTuple.clone(prefix, init), Parameter.clone names, update_parameters_name
after wrapping, negative indexing and slices of SequentialCell / CellList, Cell.apply, requires_grad setters,
set_grad / set_train propagation, Dropout / BatchNorm in eval inside a compiled construct."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple

from _h import case


class Small(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.bn = nn.BatchNorm1d(2)
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        return self.bn(self.fc(x)) * self.w


class Big(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Small()
        self.b = nn.SequentialCell([Small(), nn.ReLU(), Small()])
        self.c = nn.CellList([Small()])

    def construct(self, x):
        x = self.a(x)
        x = self.b(x)
        return self.c[0](x)


def nm(ps):
    return [p.name for p in ps]


case("get_parameters_expand_false", lambda: nm(Big().get_parameters(expand=False)))
case("get_parameters_b_expand_false", lambda: nm(Big().b.get_parameters(expand=False)))
case("params_and_names_expand_false", lambda: [n for n, _ in Big().parameters_and_names(expand=False)])
case("params_and_names_prefix", lambda: [n for n, _ in Big().b.parameters_and_names(name_prefix="pre")])
case("name_cells", lambda: list(Big().name_cells().keys()))
case("cells", lambda: [type(c).__name__ for c in Big().cells()])
case("cells_and_names_prefix", lambda: [n for n, _ in Big().cells_and_names(cell_name="root")])
case("seq_name_cells", lambda: list(Big().b.name_cells().keys()))


def insert_child():
    net = Big()
    net.insert_child_to_cell("extra", nn.Dense(2, 3))
    return [n for n, _ in net.parameters_and_names()][-3:], nm(net.trainable_params())[-2:]


case("insert_child_to_cell", insert_child)


def insert_param():
    net = Small()
    net.insert_param_to_cell("extra_p", Parameter(Tensor(np.ones(2, np.float32)), name="zz"))
    return nm(net.get_parameters()), [n for n, _ in net.parameters_and_names()]


case("insert_param_to_cell", insert_param)


def insert_param_no_prefix():
    net = Big()
    net.a.insert_param_to_cell("q", Parameter(Tensor(np.ones(2, np.float32)), name="q"), check_name_contain_dot=False)
    return nm(net.get_parameters())


case("insert_param_nested", insert_param_no_prefix)


def param_prefix_attr():
    net = Big()
    return net.param_prefix, net.b.param_prefix, net.b[0].param_prefix, net.c[0].fc.param_prefix


case("param_prefix", param_prefix_attr)


def clone_tuple():
    net = Small()
    pt = ParameterTuple(net.trainable_params())
    m = pt.clone(prefix="moments", init="zeros")
    v = pt.clone(prefix="v")
    return nm(m), [float(p.asnumpy().sum()) for p in m], nm(v), [float(p.asnumpy().sum()) for p in v]


case("parametertuple_clone", clone_tuple)


def param_clone():
    p = Parameter(Tensor(np.ones(2, np.float32)), name="w", requires_grad=False)
    c = p.clone()
    c2 = p.clone(init="zeros")
    return c.name, c.requires_grad, float(c2.asnumpy().sum()), c2.name


case("parameter_clone", param_clone)


def update_name_wrapped():
    net = Small()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
    step.update_parameters_name("net0.")
    return nm(step.get_parameters())


case("update_parameters_name_wrapped", update_name_wrapped)


def seq_neg():
    s = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU(), nn.Dense(2, 3), nn.Tanh()])
    t = s[-3:-1]
    return type(s[-1]).__name__, [type(c).__name__ for c in t], nm(t.get_parameters()), len(s[::2])


case("seq_negative_index_slice", seq_neg)


def celllist_neg():
    cl = nn.CellList([nn.Dense(2, 2), nn.ReLU(), nn.Dense(2, 3)])
    s = cl[1:]
    return type(cl[-1]).__name__, type(s).__name__, nm(s.get_parameters())


case("celllist_negative_slice", celllist_neg)


def celllist_setitem():
    cl = nn.CellList([nn.Dense(2, 2), nn.ReLU()])
    cl[1] = nn.Dense(2, 1)
    return nm(cl.get_parameters()), [n for n, _ in cl.parameters_and_names()]


case("celllist_setitem", celllist_setitem)


def seq_setitem():
    s = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU()])
    s[1] = nn.Dense(2, 1)
    return nm(s.get_parameters()), s(Tensor(np.ones((1, 2), np.float32))).shape


case("seq_setitem", seq_setitem)


def apply_init():
    net = Big()
    seen = []

    def f(c):
        seen.append(type(c).__name__)
        if isinstance(c, nn.Dense):
            c.weight.set_data(ms.common.initializer.initializer("zeros", c.weight.shape, c.weight.dtype))
    r = net.apply(f)
    return seen, type(r).__name__, float(sum(p.asnumpy().sum() for p in net.get_parameters() if "fc.weight" in p.name))


case("cell_apply", apply_init)


def req_grad():
    net = Small()
    net.fc.requires_grad = False if hasattr(type(net.fc), "requires_grad") else None
    for p in net.fc.get_parameters():
        p.requires_grad = False
    return nm(net.trainable_params()), nm(net.untrainable_params())


case("requires_grad_sub", req_grad)


def set_train_prop():
    net = Big()
    net.set_train()
    a = [c.training for _, c in net.cells_and_names()]
    net.b.set_train(False)
    b = [c.training for _, c in net.cells_and_names()]
    return a, b, net.training, net.b[0].bn.training


case("set_train_propagation", set_train_prop)


class EvalBranch(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(2, moving_mean_init="ones", moving_var_init="ones")
        self.drop = nn.Dropout(p=0.5)

    def construct(self, x):
        if self.training:
            return self.bn(x) * 2
        return self.drop(self.bn(x))


def eval_branch():
    n = EvalBranch()
    x = Tensor(np.array([[1.0, 2.0], [3.0, 5.0]], np.float32))
    n.set_train()
    a = n(x)
    n.set_train(False)
    b = n(x)
    n.set_train()
    c = n(x)
    return a, b, c, n.bn.moving_mean


case("training_flag_branch", eval_branch)


def bn_inline_train_toggle():
    n = nn.BatchNorm2d(2, momentum=0.5)
    x = Tensor((np.arange(16).reshape(2, 2, 2, 2) / 8).astype(np.float32))
    outs = []
    for t in (True, True, False, True):
        n.set_train(t)
        outs.append(n(x))
    return outs + [n.moving_mean, n.moving_variance]


case("bn_train_toggle_steps", bn_inline_train_toggle)


def param_name_conflict():
    class Dup(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p1 = Parameter(Tensor(np.ones(2, np.float32)), name="same")
            self.p2 = Parameter(Tensor(np.ones(2, np.float32)), name="same")

        def construct(self, x):
            return x * self.p1 * self.p2
    d = Dup()
    return nm(d.get_parameters()), d(Tensor(np.ones(2, np.float32)))


case("param_name_conflict", param_name_conflict)


def param_name_conflict_opt():
    class Dup(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p1 = Parameter(Tensor(np.ones(2, np.float32)), name="same")
            self.p2 = Parameter(Tensor(np.ones(2, np.float32)), name="same")

        def construct(self, x):
            return x * self.p1 * self.p2
    d = Dup()
    return nm(nn.SGD(d.trainable_params(), 0.1).parameters)


case("param_name_conflict_opt", param_name_conflict_opt)


def two_sub_same_name():
    class A(nn.Cell):
        def __init__(self):
            super().__init__()
            self.x = Parameter(Tensor(np.ones(1, np.float32)))

        def construct(self, v):
            return v * self.x

    class B(nn.Cell):
        def __init__(self):
            super().__init__()
            self.l = nn.CellList([A(), A()])
            self.m = A()

        def construct(self, v):
            return self.m(self.l[1](self.l[0](v)))
    b = B()
    return nm(b.get_parameters()), b(Tensor(np.ones(1, np.float32)))


case("default_param_names", two_sub_same_name)


def param_tuple_attr():
    class PT(nn.Cell):
        def __init__(self):
            super().__init__()
            self.ws = ParameterTuple([Parameter(Tensor(np.ones(2, np.float32)), name=f"w{i}") for i in range(2)])
            self.lst = [Parameter(Tensor(np.ones(2, np.float32)), name="l0")]

        def construct(self, x):
            return x * self.ws[0] * self.ws[1] * self.lst[0]
    p = PT()
    return nm(p.get_parameters()), [n for n, _ in p.parameters_and_names()], p(Tensor(np.ones(2, np.float32)))


case("parametertuple_list_attrs", param_tuple_attr)


def dense_call_in_loop_grad():
    class Loop(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")

        def construct(self, x):
            for _ in range(3):
                x = ops.tanh(self.fc(x))
            return x.sum()
    n = Loop()
    return ms.grad(n, 0, n.trainable_params())(Tensor(np.array([[0.1, -0.2]], np.float32)))


case("shared_dense_loop_grad", dense_call_in_loop_grad)


def while_grad():
    class W(nn.Cell):
        def __init__(self):
            super().__init__()
            self.fc = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
            self.bn = nn.BatchNorm1d(2)

        def construct(self, x, n):
            i = 0
            while i < n:
                x = self.bn(self.fc(x)) if i % 2 == 0 else ops.relu(x)
                i += 1
            return (x * x).sum()
    w = W()
    w.set_train()
    return ms.grad(w, 0, w.trainable_params())(Tensor(np.array([[0.1, -0.2], [0.5, 0.3]], np.float32)), Tensor(3, ms.int32))


case("while_bn_grad", while_grad)
