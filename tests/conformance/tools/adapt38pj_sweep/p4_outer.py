"""Writes to lists / dicts held outside a bytecode function (module globals, closure cells, a global object's
attribute, a Cell attribute): append / extend / insert / pop / item assignment / del / sort / clear, Tensor and
Python items, repeated calls (pi_jit control_flow/test_side_effect, test_subgraph_break)."""
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops, nn, jit

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
GL = []
def reset(v=()):
    GL[:] = list(v)
def g_append_t(x):
    GL.append(x * 2)
    return x + 1
case("glob_append_tensor", lambda: (reset(), bc(g_append_t)(x3), GL)[1:])
def g_append_int(x):
    GL.append(1)
    GL.append('s')
    return x
case("glob_append_py", lambda: (reset(), bc(g_append_int)(x3), GL)[1:])
_gai = bc(g_append_int)
case("glob_append_py_3calls", lambda: (reset(), _gai(x3), _gai(x3), _gai(x3), len(GL))[4:])
def g_append_len(x):
    GL.append(len(GL))
    return x * len(GL)
_gal = bc(g_append_len)
case("glob_append_len_calls", lambda: (reset(), _gal(x3), _gal(x3), list(GL))[1:])
def g_extend(x):
    GL.extend([x, 5])
    GL.insert(0, 'h')
    return x
case("glob_extend_insert", lambda: (reset(), bc(g_extend)(x3), GL)[1:])
def g_setitem(x):
    GL[0] = x * 3
    GL[1] += 1
    return x
case("glob_setitem", lambda: (reset([0, 10]), bc(g_setitem)(x3), GL)[1:])
def g_pop(x):
    v = GL.pop()
    del GL[0]
    return x * v
case("glob_pop_del", lambda: (reset([1, 2, 3]), bc(g_pop)(x3), GL)[1:])
def g_sort_clear(x, c):
    GL.sort()
    if c:
        GL.clear()
    return x
case("glob_sort", lambda: (reset([3, 1, 2]), bc(g_sort_clear)(x3, False), GL)[1:])
case("glob_clear", lambda: (reset([3, 1, 2]), bc(g_sort_clear)(x3, True), GL)[1:])
def g_read_after(x):
    GL.append(x)
    return GL[-1] + 1, len(GL)
case("glob_append_read_back", lambda: (reset([x3]), bc(g_read_after)(x3 * 2), len(GL))[1:])
def g_return_list(x):
    GL.append(x)
    return GL
case("glob_append_return_list", lambda: (lambda r: (r, r is GL))((reset(), bc(g_return_list)(x3))[1]))
GD = {}
def g_dict_ops(x):
    GD['t'] = x + 1
    GD.update({'u': 2})
    GD.pop('rm', None)
    return x
case("glob_dict_ops", lambda: (GD.clear(), GD.update({'rm': 1}), bc(g_dict_ops)(x3), sorted(GD), GD.get('t'))[2:])
def g_dict_list(x):
    GD.setdefault('lst', []).append(x * 2)
    return x
case("glob_dict_list_append", lambda: (GD.clear(), bc(g_dict_list)(x3), GD)[1:])
def make_closure_list():
    acc = []
    def f(x):
        acc.append(x.sum())
        return x * len(acc)
    return f, acc
def closure_list():
    f, acc = make_closure_list()
    j = bc(f)
    return j(x3), j(x3), acc
case("closure_list_append", closure_list)
def make_closure_dict():
    d = {}
    def f(x, k):
        d[k] = x
        return x + len(d)
    return f, d
def closure_dict():
    f, d = make_closure_dict()
    j = bc(f)
    return j(x3, 'a'), j(x3, 'b'), sorted(d)
case("closure_dict_write", closure_dict)
class Holder:
    pass
HO = Holder()
HO.lst = []
def obj_list(x):
    HO.lst.append(x)
    return x
case("global_obj_attr_list_append", lambda: (HO.lst.clear(), bc(obj_list)(x3), len(HO.lst))[1:])
def arg_nested_list(l, x):
    l[0].append(x)
    return x
case("arg_nested_list_append", lambda: (lambda l: (bc(arg_nested_list)(l, x3), l))([[1]]))
def arg_list_in_dict(d, x):
    d['l'].append(x + 1)
    return x
case("arg_list_in_dict_append", lambda: (lambda d: (bc(arg_list_in_dict)(d, x3), d))({'l': []}))
class LNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.log = []
        self.d = {}
    @jit(capture_mode="bytecode")
    def construct(self, x):
        self.log.append(1)
        self.d['k'] = x
        return x
case("cell_attr_list_dict", lambda: (lambda n: (n(x3), n(x3), n.log, sorted(n.d)))(LNet()))
def g_append_in_loop(x):
    for i in range(3):
        GL.append(x * i)
    return x
case("glob_append_in_loop", lambda: (reset(), bc(g_append_in_loop)(x3), len(GL), GL[-1])[1:])
def g_append_in_branch(x):
    if x.sum() > 0:
        GL.append(1)
    else:
        GL.append(2)
    return x
case("glob_append_tensor_branch", lambda: (reset(), bc(g_append_in_branch)(x3), bc(g_append_in_branch)(-x3), GL)[1:])
def g_append_then_raise(x):
    GL.append(1)
    raise ValueError("after append")
def rr():
    reset()
    try:
        bc(g_append_then_raise)(x3)
    except ValueError as e:
        return 'ValueError', GL
case("glob_append_then_raise", rr)
def g_append_grad(x):
    GL.append(x)
    return (x * x).sum()
case("glob_append_under_grad", lambda: (reset(), ms.grad(bc(g_append_grad))(x3), len(GL))[1:])
