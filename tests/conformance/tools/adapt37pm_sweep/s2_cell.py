"""Cell parameter/child APIs: names after nesting, parameters_and_names, trainable_params, insert_child_to_cell,
update_parameters_name, to_float, set_train, set_grad, duplicate names."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops
from _h import case


class Leaf(nn.Cell):
    def __init__(self, v=1.0):
        super().__init__()
        self.w = Parameter(Tensor(np.array([v, v], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.5], np.float32)), name="b", requires_grad=False)

    def construct(self, x):
        return x * self.w + self.b


class Mid(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l1 = Leaf(1.0)
        self.l2 = Leaf(2.0)
        self.scale = Parameter(Tensor(np.array([3.0], np.float32)))

    def construct(self, x):
        return self.l2(self.l1(x)) * self.scale


class Top(nn.Cell):
    def __init__(self):
        super().__init__()
        self.m = Mid()
        self.seq = nn.SequentialCell([Leaf(4.0), nn.ReLU(), Leaf(5.0)])
        self.lst = nn.CellList([Leaf(6.0), Leaf(7.0)])

    def construct(self, x):
        y = self.seq(self.m(x))
        for c in self.lst:
            y = c(y)
        return y


X = Tensor(np.array([1.0, -2.0], np.float32))
case("pn_names", lambda: [n for n, _ in Top().parameters_and_names()])
case("p_names", lambda: [q.name for q in Top().get_parameters()])
case("trainable", lambda: [q.name for q in Top().trainable_params()])
case("untrainable", lambda: [q.name for q in Top().untrainable_params()])
case("pdict_keys", lambda: list(Top().parameters_dict().keys()))
case("pdict_type", lambda: type(Top().parameters_dict()).__name__)
case("cells_names", lambda: [n for n, _ in Top().cells_and_names()])
case("name_cells", lambda: list(Top().name_cells().keys()))
case("cells", lambda: [type(c).__name__ for c in Top().cells()])
case("call", lambda: Top()(X))
case("call_twice", lambda: (lambda t: (t(X), t(X * 2)))(Top()))
case("pn_expand_false", lambda: [n for n, _ in Top().parameters_and_names(expand=False)])
case("pn_prefix", lambda: [n for n, _ in Top().parameters_and_names(name_prefix="net")])
case("gp_expand_false", lambda: [q.name for q in Top().get_parameters(expand=False)])
case("trainable_recurse_false", lambda: [q.name for q in Mid().trainable_params(recurse=False)])
case("cells_prefix", lambda: [n for n, _ in Top().cells_and_names(cell_name="top")])


def insert_child():
    m = Mid()
    m.insert_child_to_cell("extra", Leaf(9.0))
    return [n for n, _ in m.parameters_and_names()], [n for n, _ in m.cells_and_names()]


case("insert_child", insert_child)
case("insert_child_bad_name", lambda: Mid().insert_child_to_cell("a.b", Leaf()))
case("insert_child_empty", lambda: Mid().insert_child_to_cell("", Leaf()))
case("insert_child_not_cell", lambda: Mid().insert_child_to_cell("x", 3))
case("insert_child_none", lambda: (lambda m: (m.insert_child_to_cell("x", None), [n for n, _ in m.cells_and_names()])[1])(Mid()))
case("insert_child_dup", lambda: (lambda m: (m.insert_child_to_cell("l1", Leaf(8.0)), m(X))[1])(Mid()))
case("insert_param", lambda: (lambda m: (m.insert_param_to_cell("pp", Parameter(Tensor([1.0]), name="pp")), [n for n, _ in m.parameters_and_names()])[1])(Mid()))
case("insert_param_dot", lambda: Mid().insert_param_to_cell("a.b", Parameter(Tensor([1.0]))))
case("insert_param_nonparam", lambda: Mid().insert_param_to_cell("q", Tensor([1.0])))
case("insert_param_exists", lambda: Mid().insert_param_to_cell("scale", Parameter(Tensor([1.0]))))
case("insert_param_none", lambda: (lambda m: (m.insert_param_to_cell("pz", None), [n for n, _ in m.parameters_and_names()])[1])(Mid()))


def upn():
    m = Mid()
    m.update_parameters_name("pre.")
    return [q.name for q in m.get_parameters()]


case("update_parameters_name", upn)
case("update_parameters_name_bad", lambda: Mid().update_parameters_name(3))
case("update_parameters_name_recurse", lambda: (lambda m: (m.update_parameters_name("z_", recurse=False), [q.name for q in m.get_parameters()])[1])(Mid()))


def dup_names():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(Tensor([1.0]), name="same")
            self.b = Parameter(Tensor([2.0]), name="same")

        def construct(self, x):
            return x + self.a + self.b
    d = D()
    return [q.name for q in d.get_parameters()], d(Tensor([1.0]))


case("dup_names_in_cell", dup_names)


def dup_names_nested():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Leaf(1.0)
            self.b = Leaf(2.0)

        def construct(self, x):
            return self.a(x) + self.b(x)
    d = D()
    return [q.name for q in d.get_parameters()], d(X)


case("dup_names_nested", dup_names_nested)


def shared_param():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Leaf(1.0)
            self.b = Leaf(2.0)
            self.b.w = self.a.w

        def construct(self, x):
            return self.a(x) + self.b(x)
    d = D()
    return [n for n, _ in d.parameters_and_names()], [q.name for q in d.trainable_params()], d(X)


case("shared_param", shared_param)


def auto_names():
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(Tensor([1.0]))
            self.b = Parameter(Tensor([2.0]))
            self.t = (Parameter(Tensor([3.0])), Parameter(Tensor([4.0])))
            self.l = [Parameter(Tensor([5.0])), Parameter(Tensor([6.0]))]

        def construct(self, x):
            return x + self.a + self.b + self.t[0] + self.t[1] + self.l[0] + self.l[1]
    d = D()
    return [q.name for q in d.get_parameters()], d(Tensor([1.0])), d.t[0].name, d.l[1].name


case("auto_names", auto_names)


def grad_params():
    t = Mid()
    g = ops.GradOperation(get_by_list=True)(t, ParameterTuple(t.trainable_params()))
    return g(X)


case("grad_by_list", grad_params)
case("grad_all_and_list", lambda: (lambda t: ops.GradOperation(get_all=True, get_by_list=True)(t, t.trainable_params())(X))(Mid()))
case("grad_sens", lambda: (lambda t: ops.GradOperation(get_by_list=True, sens_param=True)(t, t.trainable_params())(X, Tensor(np.array([1.0, 3.0], np.float32))))(Mid()))
case("value_and_grad_weights", lambda: (lambda t: ms.value_and_grad(t, None, t.trainable_params())(X))(Mid()))
case("ms_grad_weights", lambda: (lambda t: ms.grad(t, 0, t.trainable_params())(X))(Mid()))
case("grad_untrainable_in_list", lambda: (lambda t: ops.GradOperation(get_by_list=True)(t, ParameterTuple(t.get_parameters()))(X))(Mid()))
case("grad_requires_grad_toggled", lambda: (lambda t: (setattr(t.l1.w, "requires_grad", False), [q.name for q in t.trainable_params()], ops.GradOperation(get_by_list=True)(t, t.trainable_params())(X))[1:])(Mid()))


def to_float_case(dt):
    class D(nn.Cell):
        def __init__(self):
            super().__init__()
            self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")

        def construct(self, x):
            return self.d(x)
    d = D()
    r = d.to_float(dt)
    return r is d, d(Tensor(np.array([[1.0, 2.0]], np.float32))), d.d.weight.dtype


case("to_float_f16", lambda: to_float_case(ms.float16))
case("to_float_f32", lambda: to_float_case(ms.float32))
case("to_float_bf16", lambda: to_float_case(ms.bfloat16))
case("to_float_int", lambda: to_float_case(ms.int32))
case("to_float_f64", lambda: to_float_case(ms.float64))


def train_flags():
    t = Top()
    r = t.set_train()
    a = (r is t, t.training, t.m.training, t.seq[0].training)
    t.set_train(False)
    b = (t.training, t.m.l1.training, t.lst[1].training)
    t.m.set_train(True)
    c = (t.training, t.m.training, t.m.l1.training)
    return a, b, c


case("train_flags", train_flags)
case("set_train_default", lambda: (Top().training, nn.Dense(1, 1).training, nn.Dropout().training))
case("set_grad", lambda: (lambda t: (t.set_grad() is t, t.requires_grad, t.m.requires_grad, t.set_grad(False) is t, t.requires_grad))(Top()))
case("recompute", lambda: (lambda t: (t.m.recompute(), t(X))[1])(Top()))
case("recompute_grad", lambda: (lambda t: (t.m.recompute(), ops.GradOperation(get_by_list=True)(t, t.trainable_params())(X))[1])(Top()))
case("param_prefix", lambda: (lambda t: t.param_prefix)(Top()))
case("cls_name", lambda: (Top().cls_name, nn.Dense(1, 1).cls_name))
case("getattr_missing", lambda: Top().nope)
case("setattr_param_over_tensor", lambda: (lambda m: (setattr(m, "scale", Tensor([1.0])), type(m.scale).__name__, [n for n, _ in m.parameters_and_names()]))(Mid()))
case("setattr_cell_over_param", lambda: (lambda m: setattr(m, "scale", Leaf()))(Mid()))
case("setattr_none_param", lambda: (lambda m: (setattr(m, "scale", None), [n for n, _ in m.parameters_and_names()]))(Mid()))
case("delattr_param", lambda: (lambda m: (delattr(m, "scale"), [n for n, _ in m.parameters_and_names()]))(Mid()))
case("delattr_cell", lambda: (lambda m: (delattr(m, "l1"), [n for n, _ in m.cells_and_names()]))(Mid()))
case("setattr_ptuple", lambda: (lambda m: (setattr(m, "pt", ParameterTuple((Parameter(Tensor([1.0]), name="q1"),))), [n for n, _ in m.parameters_and_names()]))(Mid()))
case("setattr_param_list", lambda: (lambda m: (setattr(m, "pl", [Parameter(Tensor([1.0]), name="q1"), Parameter(Tensor([1.0]), name="q2")]), [n for n, _ in m.parameters_and_names()]))(Mid()))
case("apply", lambda: (lambda t: [type(c).__name__ for c in (lambda acc: (t.apply(lambda c: acc.append(c)), acc)[1])([])])(Mid()))
case("param_str_in_cell", lambda: str(Mid().scale))
case("repr_cell", lambda: repr(Mid()))
case("extend_repr_dense", lambda: repr(nn.Dense(2, 3)))
case("repr_seq", lambda: repr(nn.SequentialCell([nn.ReLU(), nn.Dense(1, 2)])))
