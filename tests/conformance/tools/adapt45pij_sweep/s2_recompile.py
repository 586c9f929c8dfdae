"""adapt45pij sweep 2: bytecode capture recompiles (globals, closures, Cell attributes, numpy / list / dict
arguments changed between calls) and fullgraph=True on constructs the fixes touched."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn, ops
from _h import case

BC = dict(capture_mode="bytecode")
K = 2


@jit(**BC)
def by_global(x):
    return x * K


def global_steps():
    global K
    x = Tensor(np.array([1.0, 2.0], np.float32))
    out = [by_global(x)]
    K = 5
    out.append(by_global(x))
    K = 2
    return out


case("global_change", global_steps)


def closure_steps():
    k = [3]

    @jit(**BC)
    def f(x):
        return x * k[0]

    x = Tensor(np.array([1.0, 2.0], np.float32))
    out = [f(x)]
    k[0] = 7
    out.append(f(x))
    return out


case("closure_list_change", closure_steps)


class Attr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2
        self.act = nn.ReLU()

    @jit(**BC)
    def construct(self, x):
        return self.act(x) * self.k


def attr_steps():
    net = Attr()
    x = Tensor(np.array([-1.0, 2.0], np.float32))
    out = [net(x)]
    net.k = 3
    out.append(net(x))
    net.act = nn.Tanh()
    out.append(net(x))
    return out


case("cell_attr_and_subcell_change", attr_steps)


@jit(**BC)
def take_list(l):
    return l[0] + l[1]


@jit(**BC)
def take_dict(d):
    return d["a"] * d["b"]


case("list_arg_numbers", lambda: [take_list([1, k]) for k in range(3)])
case("list_arg_arrays", lambda: [take_list([np.ones(2) * k, np.ones(2)]).tolist() for k in range(3)])
case("dict_arg_numbers", lambda: [take_dict({"a": k, "b": 2.5}) for k in range(3)])
case("dict_arg_tensor", lambda: [take_dict({"a": Tensor(np.array([k], np.float32)), "b": 2}) for k in range(3)])
case("set_arg", lambda: [jit(lambda s: len(s), **BC)({1, 2, k}) for k in (1, 3)])
case("np_0d_args", lambda: [take_list([np.float64(k), np.float64(1.5)]) for k in range(3)])


def fg(f, *a):
    return jit(f, capture_mode="bytecode", fullgraph=True)(*a)


def slice_ret(x):
    return slice(x, 1)


def celllist_fn(x):
    return x + 1


case("fullgraph_slice_return", lambda: (lambda r: ("slice", r.start, r.stop, r.step))(fg(slice_ret, Tensor(np.ones(2, np.float32)))))
case("fullgraph_numpy_arg", lambda: fg(celllist_fn, np.ones(2, np.float32)))
case("fullgraph_enumerate", lambda: fg(lambda t: [i * v for i, v in enumerate(t)], (Tensor(np.ones(2, np.float32)), 2)))
