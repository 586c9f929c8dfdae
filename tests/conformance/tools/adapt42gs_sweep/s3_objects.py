"""@jit_class objects written in loops, `mutable` inputs of every container kind, jit(jit_level= / capture_mode=
"ast" / fullgraph=) options, Cells with list / dict attributes in loops, gradients through combined syntax; each
case builds its own jit function or Cell and runs under PyNative (P) and GRAPH_MODE (G)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable, jit_class
from _h import run_drivers

CASES = []
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def case(fn):
    CASES.append((fn.__name__, fn, ()))
    return fn


@jit_class
class Acc:
    def __init__(self):
        self.total = 0
        self.scale = 2.0

    def add(self, v):
        self.total = self.total + v
        return self.total


@case
def jc_attr_write_loop():
    a = Acc()

    @ms.jit
    def f(x):
        for i in range(3):
            a.total = a.total + i
        return x * a.total
    return f(X), a.total


@case
def jc_method_in_loop():
    a = Acc()

    @ms.jit
    def f(x):
        s = x
        for e in x:
            s = s + a.add(e)
        return s
    return f(X)


@case
def jc_attr_tensor_while():
    a = Acc()

    @ms.jit
    def f(x):
        a.total = x
        while a.total.sum() < 20:
            a.total = a.total * a.scale
        return a.total
    return f(X)


@case
def jc_in_cell_attr():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.acc = Acc()

        def construct(self, x):
            self.acc.scale = 3.0
            return x * self.acc.scale
    return Net()(X)


@case
def jc_create_in_graph():
    @ms.jit
    def f(x):
        a = Acc()
        a.total = 5
        return x + a.total + a.scale
    return f(X)


@case
def mutable_tuple_index_loop():
    @ms.jit
    def f(t):
        s = 0
        for i in range(len(t)):
            s = s + t[i]
        return s
    return f(mutable((1, 2, 3))), f(mutable((4, 5, 6)))


@case
def mutable_list_len_dynamic():
    @ms.jit
    def f(t):
        return len(t), t[0] + t[-1]
    return f(mutable([1, 2, 3], True)), f(mutable([4, 5], True))


@case
def mutable_dict_tensors():
    @ms.jit
    def f(d):
        return d["a"] * 2 + d["b"], tuple(d.keys())
    return f(mutable({"a": X, "b": X + 1}))


@case
def mutable_scalar_arith():
    @ms.jit
    def f(a, b):
        return a + b, a * 2.5, a // 2, a % 2, -a, a > b
    return f(mutable(5), mutable(3))


@case
def mutable_float_ret():
    @ms.jit
    def f(a):
        return a, a * 2, str(a)
    return f(mutable(1.5))


@case
def mutable_bool_cond():
    @ms.jit
    def f(x, b):
        if b:
            return x + 1
        return x - 1
    return f(X, mutable(True)), f(X, mutable(False))


@case
def mutable_int_range():
    @ms.jit
    def f(x, n):
        s = x
        for _ in range(n):
            s = s * 2
        return s
    return f(X, mutable(2))


@case
def mutable_int_while():
    @ms.jit
    def f(x, n):
        i = 0
        while i < n:
            x = x + 1
            i = i + 1
        return x, i
    return f(X, mutable(3))


@case
def mutable_tuple_of_tensors_grad():
    def g(t):
        return (t[0] * t[1]).sum()
    return ms.grad(ms.jit(g))(mutable((X, X * 2)))


@case
def mutable_not_tensor_err():
    return mutable("abc")


@case
def mutable_nested_container():
    @ms.jit
    def f(t):
        return t[0][1] + t[1]["k"]
    return f(mutable(([1, 2], {"k": 3})))


@case
def jit_level_o0():
    @ms.jit(jit_level="O0")
    def f(x):
        return ops.relu(x - 2) * 2
    return f(X)


@case
def jit_level_o1():
    @ms.jit(jit_level="O1")
    def f(x):
        return ops.relu(x - 2) * 2
    return f(X)


@case
def jit_level_bad():
    @ms.jit(jit_level="O3")
    def f(x):
        return x
    return f(X)


@case
def jit_capture_ast():
    @ms.jit(capture_mode="ast")
    def f(x):
        l = []
        for e in x:
            l.append(e * 2)
        return l
    return f(X)


@case
def jit_capture_bad():
    @ms.jit(capture_mode="trace2")
    def f(x):
        return x
    return f(X)


@case
def jit_fullgraph_ok():
    @ms.jit(fullgraph=True)
    def f(x):
        return x * 2
    return f(X)


@case
def jit_backend_ms():
    @ms.jit(backend="ms_backend")
    def f(x):
        return x + 1
    return f(X)


@case
def jit_backend_bad():
    @ms.jit(backend="xyz")
    def f(x):
        return x + 1
    return f(X)


@case
def jit_dynamic_1():
    @ms.jit(dynamic=1)
    def f(x):
        return x.sum()
    return f(X), f(Tensor(np.ones((5,), np.float32)))


@case
def jit_on_method():
    class Net(nn.Cell):
        @ms.jit
        def construct(self, x):
            return x * 3
    return Net()(X)


@case
def jit_nested_call():
    @ms.jit
    def inner(x):
        return x * 2

    @ms.jit
    def outer(x):
        return inner(x) + 1
    return outer(X)


@case
def cell_list_attr_loop():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.ws = [1.0, 2.0, 3.0]

        def construct(self, x):
            out = x
            for w in self.ws:
                out = out * w
            return out
    return Net()(X)


@case
def cell_dict_attr_items():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.cfg = {"a": 1, "b": 2.5}

        def construct(self, x):
            s = x
            for k, v in self.cfg.items():
                s = s + v
            return s, len(self.cfg)
    return Net()(X)


@case
def grad_while_list():
    def f(x):
        l = []
        i = 0
        while i < 3:
            l.append(x * i)
            i += 1
        return sum(l).sum()
    return ms.grad(ms.jit(f))(X)


@case
def grad_if_tensor_dict():
    def f(x):
        d = {"a": x * 2}
        if x.sum() > 3:
            d["a"] = d["a"] * x
        return d["a"].sum()
    return ms.grad(ms.jit(f))(X)


@case
def grad_enumerate_zip():
    def f(x, y):
        s = 0
        for i, (a, b) in enumerate(zip(x, y)):
            s = s + a * b * i
        return s
    return ms.grad(ms.jit(f), grad_position=(0, 1))(X, X * 2)


@case
def grad_closure_partial():
    import functools

    def base(x, k):
        return (x * k).sum()

    def f(x):
        p = functools.partial(base, k=3.0)
        return p(x) + (lambda v: (v * v).sum())(x)
    return ms.grad(ms.jit(f))(X)


@case
def grad_while_tensor_break():
    def f(x):
        y = x
        while y.sum() < 50:
            y = y * 2
            if y[0] > 4:
                break
        return y.sum()
    return ms.grad(ms.jit(f))(X)


@case
def value_and_grad_aux_dict():
    def f(x):
        return (x * x).sum(), {"m": x.mean()}
    return ms.value_and_grad(ms.jit(f), has_aux=True)(X)


@case
def ret_none_from_cell():
    class Net(nn.Cell):
        def construct(self, x):
            return None
    return Net()(X)


@case
def ret_dict_from_cell():
    class Net(nn.Cell):
        def construct(self, x):
            return {"a": x, "b": (x, 1)}
    r = Net()(X)
    return type(r).__name__, r


@case
def ret_list_from_jit_type():
    @ms.jit
    def f(x):
        return [x, [1, 2]]
    r = f(X)
    return type(r).__name__, type(r[1]).__name__, r


@case
def ret_tuple_str_jit():
    @ms.jit
    def f(x):
        return "abc", x.shape
    return f(X)


run_drivers(CASES)
