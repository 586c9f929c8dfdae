"""tests/st/runtime/test_runtime_inplace adapted: in graph code a list method's value is a list (``z = z.append(x)``:
a new list, z unchanged; extend/insert/reverse change the list and give it; clear gives [] and leaves it), and the
Tensors of a dynamic-length mutable list argument are copies (an in-place op on one leaves the caller's Tensor)."""
import mindspore as ms
from mindspore import Tensor, jit, mutable, nn
from mindspore.ops import operations as P
from _conf import emit

MODES = ("graph",)   # graph code semantics (PyNative runs Python lists)


@jit
def appended(x):
    a = [1, 2]
    b = a.append(x)
    return b, a


@jit
def extended(x):
    a = [1, 2]
    b = a.extend([x])
    c = a.insert(0, x)
    return b, c, a


@jit
def reversed_cleared(x):
    a = [1, 2, x]
    b = a.reverse()
    c = a.clear()
    return b, c, a


@jit
def chain(x):
    a = [1, 2]
    a = a.append(x)
    a.append(x)
    b = a.append(5)
    b.append(6)
    return a, b


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assignadd = P.AssignAdd()

    def construct(self, x, y, z):
        aa = P.AddN()(z)
        z = z.append(x)
        z = z[0]
        self.assignadd(z, y)
        self.assignadd(z, aa)
        return z


class Branch(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assignadd = P.AssignAdd()

    def construct(self, x, y, z):
        if x < 3:
            z = z.append(x)
            z = z[0]
            self.assignadd(z, y)
            self.assignadd(z, x)
            return z
        return x


class Elem(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assignadd = P.AssignAdd()

    def construct(self, x, z):
        w = z[0]
        self.assignadd(w, x)
        return w


emit("append", appended(Tensor(3)))
emit("extend_insert", extended(Tensor(3)))
emit("reverse_clear", reversed_cleared(Tensor(3)))
emit("chain", chain(Tensor(3)))
x, y = Tensor(2), Tensor(3)
z = mutable([x, y], dynamic_len=True)
net = Net()
emit("net_first", net(x, y, z))
emit("net_second", net(x, y, z))
emit("inputs_after", [x, z])
emit("branch", Branch()(Tensor(2), Tensor(3), mutable([Tensor(2), Tensor(3)], dynamic_len=True)))
for name, mk in (("plain", lambda a, b: [a, b]), ("mutable", lambda a, b: mutable([a, b])),
                 ("dynamic", lambda a, b: mutable([a, b], dynamic_len=True))):
    a = Tensor(2)
    seq = mk(a, Tensor(3))
    emit(f"elem_{name}", [Elem()(Tensor(5), seq), a])
