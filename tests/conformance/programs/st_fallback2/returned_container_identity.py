import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit

g_list = [1, 2, 3, 4, [3, 4], None]
g_dict = {"a": 1, "b": [1, 2]}
g_rev = [1, 2, 3, 4]
g_ext = ["a", "b"]


@jit
def ret_global():
    return g_list, g_list[4], g_dict


@jit
def rev_global():
    g_rev.reverse()
    return g_rev


@jit
def ext_global():
    g_ext.extend(["c", "d"])
    return g_ext


@jit
def rev_arg(x):
    x.reverse()
    return x


@jit
def set_arg(d, t):
    d["k"] = t
    return d


@jit
def local_list(t):
    y = [1, 2]
    y.append(t)
    return y


class AttrNet(nn.Cell):
    def __init__(self, obj):
        super().__init__()
        self.obj = obj

    def construct(self):
        y = self.obj.pop()
        return self.obj, y


r = ret_global()
emit("global_list_same", id(r[0]) == id(g_list))
emit("global_nested_same", id(r[1]) == id(g_list[4]))
emit("global_dict_same", id(r[2]) == id(g_dict))
out = rev_global()
emit("reverse_global_same", id(out) == id(g_rev))
emit("reverse_global_value", g_rev)
out = ext_global()
emit("extend_global_same", id(out) == id(g_ext))
emit("extend_global_value", g_ext)
a = [1, 2, 3]
out = rev_arg(a)
emit("reverse_arg_same", id(out) == id(a))
emit("reverse_arg_value", a)
d = {"x": 1}
out = set_arg(d, Tensor(np.array([2.0], np.float32)))
emit("setitem_arg_same", id(out) == id(d))
emit("setitem_arg_keys", sorted(d.keys()))
out = local_list(Tensor(3))
emit("local_list_value", out)
obj = [1, 2, "x"]
net = AttrNet(obj)
o, y = net()
emit("attr_pop_same", id(o) == id(obj))
emit("attr_pop_value", (o, y))
