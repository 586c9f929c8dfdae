"""st fallback setattr / inplace_operation / custom_class / return_list / scalar, graph_syntax property /
hyper_param / with_as / expr_clear variants: Cells and jit functions built by each case and called twice, printing
the outputs and the state after (attributes, mutated lists / dicts / objects); P (PyNative) and G (GRAPH_MODE)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops, jit_class, mutable
from _h import registry, run_drivers

D, reg = registry()
X = Tensor(np.array([1, 2, 3, 4], np.int32))
XF = Tensor(np.array([1.5, -2.5], np.float32))


def two(net, *args):
    a = net(*args)
    b = net(*args)
    return a, b


# --- setattr on self ---------------------------------------------------------------------------------------------
@reg()
def sa_self_int():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.data = 1

        def construct(self, x):
            self.data = 2
            return self.data + x
    n = N()
    return two(n, XF), n.data


@reg()
def sa_self_tensor_from_input():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.data = Tensor([0.0, 0.0])

        def construct(self, x):
            self.data = x * 2
            return self.data + 1
    n = N()
    return two(n, XF), n.data


@reg()
def sa_self_accumulate():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.count = 0

        def construct(self, x):
            self.count = self.count + 1
            return x * self.count
    n = N()
    return two(n, XF), n.count


@reg()
def sa_self_list():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.data = 1

        def construct(self, x):
            self.data = [1, 2, x]
            return len(self.data)
    n = N()
    return two(n, XF), type(n.data).__name__, n.data


@reg()
def sa_self_numpy():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.data = 1

        def construct(self, x):
            self.data = np.array([1, 2, 3, 4])
            return x
    n = N()
    return two(n, XF), type(n.data).__name__, n.data.tolist()


@reg()
def sa_self_repeat():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.data = 1

        def construct(self):
            self.data = 2
            a = self.data
            self.data = 3
            b = self.data
            return a, b, self.data
    n = N()
    return n(), n.data


@reg()
def sa_self_in_branch():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.data = 1

        def construct(self, x):
            if x[0] > 0:
                self.data = 5
            else:
                self.data = 7
            return x + self.data
    n = N()
    return n(XF), n.data, n(-XF), n.data


@reg()
def sa_global_obj():
    class Obj:
        def __init__(self):
            self.x = 1
    o = Obj()

    @ms.jit
    def f(t):
        o.x = 99
        return o.x + t
    return f(XF), o.x


@reg()
def sa_obj_tensor_value():
    class Obj:
        def __init__(self):
            self.x = 1
    o = Obj()

    @ms.jit
    def f(t):
        o.x = t * 2
        return t
    r = f(XF)
    return r, o.x


@reg()
def sa_param_hyper():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(Tensor(1, ms.float32), name="a")
            self.b = Parameter(Tensor(5, ms.float32), name="b")
            self.c = Parameter(Tensor(9, ms.float32), name="c")

        def inner(self, c):
            return self.a + self.b + c

        def construct(self, a, b):
            self.a = a
            self.b = b
            return self.inner(self.c)
    n = N()
    r = n(Tensor(11, ms.float32), Tensor(19, ms.float32))
    return r, n.a.asnumpy().tolist(), n.b.asnumpy().tolist(), type(n.a).__name__


@reg()
def sa_param_hyper_int_value():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(Tensor(1, ms.float32), name="a")

        def construct(self, a):
            self.a = a
            return self.a * 2
    n = N()
    r = n(Tensor(3, ms.int32))
    return r, n.a


@reg()
def sa_param_hyper_ctrl():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(Tensor(1, ms.float32), name="a")
            self.b = Parameter(Tensor(5, ms.float32), name="b")
            self.c = Parameter(Tensor(9, ms.float32), name="c")

        def f1(self, c):
            return self.a + self.b + c

        def f2(self, a, c):
            return a - self.b + c

        def construct(self, a, b):
            self.b = b
            if a > self.b:
                return self.f2(a, self.c)
            return self.f1(self.c)
    n = N()
    return n(Tensor(11, ms.float32), Tensor(19, ms.float32)), n(Tensor(31, ms.float32), Tensor(19, ms.float32))


# --- mutated containers passed in -----------------------------------------------------------------------------
@reg()
def mut_list_arg_append():
    @ms.jit
    def f(l, x):
        l.append(x)
        return len(l)
    l = [1, 2]
    r = f(l, XF)
    return r, l


@reg()
def mut_list_arg_setitem():
    @ms.jit
    def f(l, x):
        l[0] = x
        return l
    l = [1, 2]
    r = f(l, XF)
    return r, l


@reg()
def mut_dict_arg_setitem():
    @ms.jit
    def f(d, x):
        d["a"] = x
        d["n"] = 3
        return d
    d = {"a": 1}
    r = f(d, XF)
    return r, d


@reg()
def mut_self_list_append():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = [1, 2, 3, 4]

        def construct(self, x):
            self.a.append(10)
            self.a[3] = x + 1
            return self.a[3]
    n = N()
    r = n(5)
    return r, n.a


@reg()
def mut_self_list_tensor():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = [1, 2, 3, 4]

        def construct(self, x):
            self.a.extend(x.asnumpy().tolist())
            self.a.pop()
            return self.a
    n = N()
    r = n(Tensor([5, 6, 7]))
    return r, n.a


@reg()
def mut_self_number_aug():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = 10

        def construct(self, x):
            self.a += x
            return self.a * x
    n = N()
    r = n(10)
    return r, n.a


@reg()
def mut_self_tensor_attr():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Tensor([10])

        def construct(self, x):
            self.a = self.a + x
            return self.a
    n = N()
    return two(n, Tensor([5])), n.a


@reg()
def mut_global_list():
    G = [1]

    @ms.jit
    def f(x):
        G.append(2)
        return x
    f(XF)
    return G


@reg()
def mut_local_list_returned():
    @ms.jit
    def f(x):
        l = [x]
        l.append(x * 2)
        l.insert(0, 1)
        l.reverse()
        return l
    return f(XF)


@reg()
def mut_list_of_tensors_pop():
    @ms.jit
    def f(x):
        l = [x[0], x[1], 5]
        a = l.pop(0)
        return a, l
    return f(XF)


@reg()
def mut_dict_update_return():
    @ms.jit
    def f(x):
        d = {"a": x}
        d.update({"b": x + 1})
        return d, list(d.keys())
    return f(XF)


# --- custom classes -------------------------------------------------------------------------------------------
class Plain:
    def __init__(self, v):
        self.v = v

    def get(self, x):
        return x + self.v


@jit_class
class JC:
    def __init__(self):
        self.v = Tensor([2])

    def add(self, x):
        return x + self.v


@reg()
def cc_plain_attr_method():
    p = Plain(3)

    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = p

        def construct(self, x):
            return self.p.get(x), self.p.v
    return N()(XF)


@reg()
def cc_plain_made_in_graph():
    @ms.jit
    def f(x):
        p = Plain(2.5)
        return p.get(x), p.v
    return f(XF)


@reg()
def cc_plain_tensor_in_graph():
    @ms.jit
    def f(x):
        p = Plain(x)
        return p.get(1), p.v
    return f(XF)


@reg()
def cc_jit_class():
    @ms.jit
    def f(x):
        o = JC()
        return o.add(x), o.v
    return f(Tensor([1]))


@reg()
def cc_isinstance_obj():
    @ms.jit
    def f(x):
        p = Plain(1)
        return isinstance(p, Plain), type(p).__name__, x
    return f(XF)


@reg()
def cc_obj_returned():
    @ms.jit
    def f(x):
        p = Plain(1)
        return p
    r = f(XF)
    return type(r).__name__, r.v


@reg()
def cc_property():
    class P(nn.Cell):
        def __init__(self, p):
            super().__init__()
            self.p = Parameter(Tensor(p, ms.float32), name="param_p", requires_grad=False)

        @property
        def getp(self):
            return ops.Identity()(self.p)

        def setp(self, p):
            return ops.assign(self.p, Tensor(p, ms.float32))

        def construct(self, x):
            return self.getp * x
    b = P(10)
    r1 = b(1)
    b.setp(20)
    r2 = b(1)
    return r1, r2


@reg()
def cc_property_outer():
    class P(nn.Cell):
        def __init__(self, p):
            super().__init__()
            self.p = Parameter(Tensor(p, ms.float32), name="param_p", requires_grad=False)

        @property
        def getp(self):
            return self.p * 1

        def setp(self, p):
            return ops.assign(self.p, Tensor(p, ms.float32))

        def construct(self, x):
            return self.getp * x

    class O(nn.Cell):
        def construct(self, x):
            x.setp(2)
            return x.getp + 1
    x = P(10)
    return O()(x), x.p


@reg()
def cc_plain_property():
    class Q:
        def __init__(self):
            self._v = 4

        @property
        def v(self):
            return self._v * 2

    q = Q()

    @ms.jit
    def f(x):
        return q.v + x
    return f(XF)


# --- with-as ---------------------------------------------------------------------------------------------------
@jit_class
class Ctx:
    def __init__(self):
        self.num = Tensor([2])

    def __enter__(self):
        return self.num * 2

    def __exit__(self, exc_type, exc_value, traceback):
        return self.num * 4


@reg()
def wa_basic():
    class N(nn.Cell):
        def construct(self):
            res = 1
            obj = Ctx()
            with obj as sample:
                res += sample
            return res, obj.num
    return N()()


@reg()
def wa_input():
    class N(nn.Cell):
        def construct(self, x):
            res = x
            with Ctx() as s:
                res = res * s
            return res
    return N()(XF)


@reg()
def wa_param_side_effect():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.param = Parameter(Tensor([1]), name="param")

        def construct(self):
            res = 1
            obj = Ctx()
            self.param += 3
            with obj as sample:
                res += obj.num + self.param
                self.param -= sample
            self.param *= 2
            res -= self.param
            return res, obj.num - self.param
    n = N()
    return n(), n.param


@reg()
def wa_plain_class():
    class Plain2:
        def __enter__(self):
            return 5

        def __exit__(self, *a):
            return False

    class N(nn.Cell):
        def construct(self, x):
            with Plain2() as s:
                y = x + s
            return y
    return N()(XF)


@reg()
def wa_raise_inside():
    class N(nn.Cell):
        def construct(self, x):
            with Ctx() as s:
                if x[0] > 0:
                    raise ValueError("inside with")
            return x
    return N()(XF)


# --- return list / scalars --------------------------------------------------------------------------------------
@reg()
def rl_list_of_tensor_numbers():
    @ms.jit
    def f(x):
        return [x, 1, 2.5, "s", None, True]
    return f(XF)


@reg()
def rl_nested():
    @ms.jit
    def f(x):
        return [[x, (1, [2])], {"k": [x]}]
    return f(XF)


@reg()
def rl_empty():
    @ms.jit
    def f(x):
        return [], (), {}
    return f(XF)


@reg()
def rl_list_from_tolist():
    @ms.jit
    def f(x):
        return x.asnumpy().tolist()
    return f(XF)


@reg()
def rl_list_numpy():
    @ms.jit
    def f(x):
        return [x.asnumpy(), np.array([1, 2])]
    r = f(XF)
    return [type(v).__name__ for v in r]


@reg()
def sc_item_types():
    @ms.jit
    def f(x):
        return x[0].item(), int(x[0]), float(x[1]), bool(x[0]), x.shape[0], x.dtype
    return f(XF)


@reg()
def sc_scalar_arith():
    @ms.jit
    def f(x):
        a = x[0].item()
        return a + 1, a * 2.5, a // 1, a % 1, -a, abs(a), a ** 2
    return f(XF)


@reg()
def sc_int_arith():
    @ms.jit
    def f(x):
        a = int(x[0])
        return a + 1, a * 2.5, a // 2, a / 2, a % 2, -a, a ** 2, a > 1, a == 1
    return f(X)


@reg()
def sc_mutable_arith():
    @ms.jit
    def f(a, b):
        return a + b, a * b, a / b, a // b, a % b, a ** b, a > b
    return f(mutable(7), mutable(2))


@reg()
def sc_mutable_float():
    @ms.jit
    def f(a, b):
        return a + b, a * b, a / b, a - b
    return f(mutable(7.5), mutable(2))


@reg()
def sc_tensor_scalar_mix():
    @ms.jit
    def f(x):
        a = x[0].item()
        return x * a, a + x, x + True
    return f(XF)


@reg()
def sc_bool_ops():
    @ms.jit
    def f(x):
        a = bool(x[0] > 0)
        b = x[1] > 0
        return a and 3, a or 4, not a, a + 1, a & True
    return f(XF)


# --- expr_clear / meta_fg -------------------------------------------------------------------------------------
@reg()
def mf_add_seq():
    @ms.jit
    def f(x):
        a = x.asnumpy().tolist()
        return a + [1], (1, 2) + tuple(a), a * 2
    return f(XF)


@reg()
def mf_compare_runtime():
    @ms.jit
    def f(x):
        a = x.asnumpy().tolist()
        return a == [1.5, -2.5], a[0] < a[1], a != a, len(a) > 1
    return f(XF)


@reg()
def mf_neg_runtime():
    @ms.jit
    def f(x):
        a = x.asnumpy().tolist()
        return -a[0], not a, a[1] * a[0]
    return f(XF)


@reg()
def mf_getitem_runtime():
    @ms.jit
    def f(x):
        a = x.asnumpy().tolist()
        return a[-1], a[0:1], a[::-1]
    return f(XF)


@reg()
def mf_dict_runtime():
    @ms.jit
    def f(x):
        a = x.asnumpy().tolist()
        d = {"v": a}
        d["w"] = a[0]
        return d
    return f(XF)


run_drivers(D)
