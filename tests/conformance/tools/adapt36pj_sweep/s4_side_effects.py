"""Side effects and Cells under bytecode capture (pi_jit control_flow/test_side_effect, test_parameter,
container/*, network/*, control_flow/test_control_*, test_subgraph_break): writes to argument lists / dicts /
globals / Cell attributes / Parameters, nested calls, re-calls, control flow on Python and Tensor values."""
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops, nn, Parameter, jit

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
i3 = Tensor(np.array([1, 2, 3], np.int32))


def se_list_item(l, x):
    l[0] = x * 2
    l[1] += x
    return l
case("list_item_write", lambda: (lambda l: (bc(se_list_item)(l, x3), l))([x3, x3]))
def se_dict(d):
    d['a'] = 0
    y = {'b': d}
    r = y['b']['p'] + d.pop('p')
    del d['rm']
    return r
case("dict_pop_del", lambda: (lambda d: (bc(se_dict)(d), d))({'p': Tensor([1]), 'rm': 1}))
def fn2(d):
    d['x'] *= 2
    return d['x'] + 1
def se_nested_dict(d):
    x = d['x']
    d['x'] = x + 1
    y = fn2(d)
    return d['x'] + y
case("nested_dict_write", lambda: (lambda d: (bc(se_nested_dict)(d), d))({'x': Tensor([1, 2, 3])}))
def se_same_list(x, y):
    x.append(1)
    y.append(2)
    return x[0] + x[1] + y[1]
case("same_list_twice", lambda: (lambda l: (bc(se_same_list)(l, l), l))([Tensor([1])]))
def se_lst_aug(lst, i, x):
    lst[i - 1] += ops.abs(x)
    return lst
case("list_augassign_idx", lambda: (lambda l: (bc(se_lst_aug)(l, 2, Tensor([-1, 0, 1])), l))(
    [Tensor([1, 1, 1]), Tensor([2, 2, 2]), Tensor([3, 3, 3])]))
def se_lst_shape(x, axis):
    lst = [1] * len(x.shape)
    lst[axis + 1] = -1
    return lst
case("list_from_shape", lambda: bc(se_lst_shape)(ops.ones((2, 3, 4)), 0))
case("list_from_shape_neg", lambda: bc(se_lst_shape)(ops.ones((2, 3, 4)), -2))
g_tensor = None
def se_global_t(x):
    global g_tensor
    g_tensor = x * 2
    g_tensor *= 2
    return g_tensor + 1
case("global_tensor_write", lambda: (bc(se_global_t)(x3), g_tensor))
def se_global_del():
    global g_tmp
    g_tmp = Tensor([1])
    del g_tmp
    return g_tmp
case("global_del_nameerror", lambda: bc(se_global_del)())
def se_param_assign(assign, x, y, x1, y1):
    a = x + y
    assign(x, y)
    assign(x, x1)
    assign(y, y1)
    b = x + y
    return a, b
case("param_assign_chain", lambda: (lambda p, q: (bc(se_param_assign)(ops.assign, p, q, Tensor([3.0]), Tensor([4.0])), p.value(), q.value()))(
    Parameter(Tensor([1.0]), name='px'), Parameter(Tensor([2.0]), name='py')))


class Mem(nn.Cell):
    def __init__(self):
        super().__init__()
        self.memory = 1
    def construct(self, x):
        self.update_memory()
        return x + self.memory
    def update_memory(self):
        self.memory = self.memory + 1
        return self.memory
m = Mem()
mj = bc(m.construct)
case("cell_attr_update_1", lambda: (mj(x3), m.memory))
case("cell_attr_update_2", lambda: (mj(x3), m.memory))


class Mem2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.memory_a = Tensor([1.0])
        self.memory_b = 2
    def construct(self, x):
        a = self.memory_a * 2
        self.memory_a += 1
        c = self.memory_a + self.memory_b
        memory = self.update_memory(x)
        return a + c + memory
    def update_memory(self, x):
        self.memory_a = self.memory_a + x
        return self.memory_a
m2 = Mem2()
case("cell_tensor_attr_1", lambda: (bc(m2.construct)(x3), m2.memory_a))
case("cell_tensor_attr_2", lambda: (bc(m2.construct)(x3), m2.memory_a))


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 1.0, 1.0], np.float32)), name='w')
        self.cnt = Parameter(Tensor(0, ms.int32), name='cnt')
    @jit(capture_mode="bytecode")
    def construct(self, x):
        self.cnt += 1
        ops.assign_add(self.w, x)
        return self.w * 2, self.cnt
pn = PNet()
case("param_inplace_1", lambda: (pn(x3), pn.w.value(), pn.cnt.value()))
case("param_inplace_2", lambda: (pn(x3), pn.w.value(), pn.cnt.value()))


class Seq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layers = nn.CellList([nn.ReLU(), nn.Tanh()])
        self.d = nn.CellDict({'a': nn.ReLU(), 'b': nn.Sigmoid()})
    @jit(capture_mode="bytecode")
    def construct(self, x, key):
        for l in self.layers:
            x = l(x)
        return self.d[key](x), len(self.layers), list(self.d.keys())
sq = Seq()
xn = Tensor(np.array([-1.0, 0.5, 2.0], np.float32))
case("celllist_celldict_a", lambda: sq(xn, 'a'))
case("celllist_celldict_b", lambda: sq(xn, 'b'))
case("celldict_missing", lambda: sq(xn, 'zz'))


class Dense(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init='ones', bias_init='zeros')
    def construct(self, x):
        return self.fc(x).sum()
dn = Dense()
case("grad_dense_bytecode", lambda: ms.grad(bc(dn.construct), grad_position=0, weights=dn.trainable_params())(x3.reshape(1, 3)))
case("vag_dense_bytecode", lambda: ms.value_and_grad(bc(dn.construct), None, dn.trainable_params())(x3.reshape(1, 3)))


def cf_if_else(x, y):
    if x.sum() > y.sum():
        z = x - y
    elif x.sum() == y.sum():
        z = x * y
    else:
        z = x + y
    return z * 2
case("cf_if_gt", lambda: bc(cf_if_else)(x3, i3 - 1))
case("cf_if_eq", lambda: bc(cf_if_else)(x3, x3))
case("cf_if_lt", lambda: bc(cf_if_else)(x3, x3 + 1))
def cf_while_break(x):
    i = 0
    while i < 10:
        x = x + 1
        if x.sum() > 15:
            break
        i += 1
    return x, i
case("cf_while_break", lambda: bc(cf_while_break)(x3))
def cf_for_continue(x, n):
    for i in range(n):
        if i % 2 == 0:
            continue
        x = x * i
    return x
case("cf_for_continue", lambda: bc(cf_for_continue)(x3, 5))
def cf_for_tensor_break(x):
    out = x
    for v in x:
        if v > 1.5:
            break
        out = out + v
    return out
case("cf_for_tensor_break", lambda: bc(cf_for_tensor_break)(x3))
def cf_return_in_loop(x):
    for i in range(5):
        if x.sum() > 10 * i:
            continue
        return x * i
    return x
case("cf_return_in_loop", lambda: bc(cf_return_in_loop)(x3))
def cf_nested(x, y):
    while x.sum() < 20:
        for _ in range(2):
            if y.sum() > 0:
                x = x + y
            else:
                x = x + 1
        y = y - 1
    return x, y
case("cf_nested_loops", lambda: bc(cf_nested)(x3, Tensor(np.array([1.0, 0.0, 0.0], np.float32))))
def cf_ifexp_tensor(x):
    a = x * 2 if x.max() > 2 else x
    b = 'big' if x.max() > 2 else 'small'
    return a, b
case("cf_ifexp_tensor", lambda: bc(cf_ifexp_tensor)(x3))
def cf_and_or(x, y):
    if x.sum() > 0 and y.sum() > 0:
        return x + y
    if x.sum() > 0 or y.sum() > 0:
        return x - y
    return x
case("cf_and_or_1", lambda: bc(cf_and_or)(x3, x3))
case("cf_and_or_2", lambda: bc(cf_and_or)(x3, -x3))
case("cf_and_or_3", lambda: bc(cf_and_or)(-x3, -x3))
def cf_tensor_bool_1elem(x):
    if x:
        return x + 1
    return x - 1
case("cf_tensor_bool_1elem", lambda: bc(cf_tensor_bool_1elem)(Tensor([0.0])))
case("cf_tensor_bool_multi", lambda: bc(cf_tensor_bool_1elem)(x3))
def cf_if_none(x, y=None):
    if y:
        return x + y
    return x
case("cf_if_none", lambda: bc(cf_if_none)(x3))
case("cf_if_list", lambda: bc(cf_if_none)(x3, []))
def sub_break(x):
    y = x + 1
    z = Tensor(y.asnumpy() * 2)
    return ops.relu(z - 5)
case("subgraph_break_numpy", lambda: bc(sub_break)(x3))
def cf_raise_tensor(x):
    if x.sum() > 5:
        raise ValueError('too big')
    return x
case("cf_raise_tensor_ok", lambda: bc(cf_raise_tensor)(x3 - 2))
case("cf_raise_tensor_raise", lambda: bc(cf_raise_tensor)(x3))
def cf_try_tensor(x):
    try:
        y = x.reshape(2, 2)
    except (ValueError, RuntimeError, TypeError):
        y = x * 10
    return y
case("try_reshape_error", lambda: bc(cf_try_tensor)(x3))
def cf_exc_msg(x):
    try:
        raise KeyError('k1')
    except KeyError as e:
        return x, str(e), type(e).__name__, e.args
case("exc_info", lambda: bc(cf_exc_msg)(x3))
def recall(x, n):
    return x * n
rj = bc(recall)
case("recall_shapes_1", lambda: rj(Tensor(np.ones((2, 2), np.float32)), 2))
case("recall_shapes_2", lambda: rj(Tensor(np.ones((3,), np.int64)), 3))
case("recall_shapes_3", lambda: rj(Tensor(np.ones((1, 1, 2), np.float16)), 0.5))
case("recall_bool_tensor", lambda: rj(Tensor(np.array([True, False])), 2))
case("recall_bool_tensor_bool", lambda: rj(Tensor(np.array([True, False])), True))
case("recall_uint8", lambda: rj(Tensor(np.array([200, 100], np.uint8)), 2))
case("recall_int8_neg", lambda: rj(Tensor(np.array([-100, 100], np.int8)), 2))
case("recall_f64_float", lambda: rj(Tensor(np.array([0.1], np.float64)), 0.1))
