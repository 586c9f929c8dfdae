"""Graph breaks and side effects in bytecode functions (pi_jit test_subgraph_break, control_flow/test_side_effect,
test_loop_body_recapture, test_if_node, test_getitem, one_stage/*, builtin/test_tensor): code MindSpore cannot capture
(asnumpy, numpy calls, print with keywords, Python objects' methods, unsupported builtins) in the middle of a
function that keeps computing on Tensors afterwards; side effects' order around a break; Tensor Python methods
(item, tolist, asnumpy, __len__, __bool__, __index__, __iter__, __contains__, __format__) and Tensor methods in
several dtypes; loops whose trip count comes from a Tensor."""
import numpy as np
from _h import case, bc
import mindspore as ms
from mindspore import Tensor, ops, nn, Parameter, jit

x3 = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
i3 = Tensor(np.array([1, 2, 3], np.int32))
m23 = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))

def br_asnumpy(x):
    y = x * 2
    a = y.asnumpy()
    z = Tensor(a + 1) * x
    return z, type(a).__name__
case("break_asnumpy_mid", lambda: bc(br_asnumpy)(x3))
def br_numpy_fn(x):
    y = x + 1
    s = np.sum(y.asnumpy())
    return y * float(s), type(s).__name__
case("break_numpy_sum", lambda: bc(br_numpy_fn)(x3))
def br_log(x):
    log = []
    log.append('a')
    y = x * 2
    log.append(str(y.shape))
    y = Tensor(y.asnumpy()) + 1
    log.append('b')
    return y, log
case("break_log_order", lambda: bc(br_log)(x3))
def br_item_branch(x):
    if x.sum().item() > 5:
        return x * 10
    return x
case("item_branch_true", lambda: bc(br_item_branch)(x3))
case("item_branch_false", lambda: bc(br_item_branch)(x3 * 0))
def br_int_loop(x, n):
    for _ in range(int(n)):
        x = x + 1
    return x
case("tensor_trip_count", lambda: bc(br_int_loop)(x3, Tensor(3)))
def br_tensor_range(x, n):
    r = []
    for i in range(n.item()):
        r.append(x[i] * i)
    return r
case("tensor_item_range", lambda: bc(br_tensor_range)(x3, Tensor(2)))
def tensor_iter(x):
    out = []
    for row in x:
        out.append(row.sum())
    return out
case("tensor_iter_rows", lambda: bc(tensor_iter)(m23))
case("tensor_iter_1d", lambda: bc(lambda x: [v * 2 for v in x])(x3))
case("tensor_len_bool", lambda: bc(lambda x: (len(x), bool(x[0]), bool(x.sum() > 0)))(x3))
case("tensor_index_dunder", lambda: bc(lambda l, i: l[i])([10, 20, 30], Tensor(2)))
case("tensor_contains", lambda: bc(lambda x: (2.0 in x, 7.0 in x))(x3))
case("tensor_tolist", lambda: bc(lambda x: (x.tolist(), i3.tolist(), Tensor(2.5).tolist()))(x3))
case("tensor_item_dtypes", lambda: bc(lambda a, b, c: (a.item(), b.item(), c.item()))(Tensor(2, ms.int32), Tensor(1.5, ms.float16), Tensor(True)))
case("tensor_format", lambda: bc(lambda x: '{:.2f}'.format(x.item()))(Tensor(1.234)))
case("tensor_int_float", lambda: bc(lambda x: (int(x), float(x)))(Tensor(3.7)))
case("tensor_int_float_arr", lambda: bc(lambda x: int(x))(x3))
def br_print_kw(x):
    y = x + 1
    print("v", 1, sep='|')
    return y * 2
case("print_kw_then_compute", lambda: bc(br_print_kw)(x3))
def br_obj_method(x, o):
    o.items.append(1)
    return x + len(o.items)
class O:
    def __init__(self):
        self.items = []
case("obj_method_calls", lambda: (lambda o: (bc(br_obj_method)(x3, o), bc(br_obj_method)(x3, o), o.items))(O()))
def br_setitem_after_break(x):
    y = x.copy() if hasattr(x, 'copy') else x * 1
    a = y.asnumpy()
    y[0] = 10
    return y, x
case("setitem_after_break", lambda: bc(br_setitem_after_break)(x3 * 1))
def br_inplace_arg(x):
    x[1] = 7
    return x + 1
case("setitem_arg_visible", lambda: (lambda t: (bc(br_inplace_arg)(t), t))(x3 * 1))
def br_inplace_add(x):
    x += 1
    return x
case("augassign_arg", lambda: (lambda t: (bc(br_inplace_add)(t), t))(x3 * 1))
def br_add_(x):
    x.add_(1)
    return x
case("add_inplace_arg", lambda: (lambda t: (bc(br_add_)(t), t))(x3 * 1))
def br_param_update(p, x):
    p.set_data(p * 2)
    return p + x
case("param_set_data_in_fn", lambda: (lambda p: (bc(br_param_update)(p, x3), p.value()))(Parameter(Tensor([1.0, 1, 1]), name='pu')))
def br_param_assign_value(p, x):
    p.assign_value(x * 3)
    return p * 1
case("param_assign_value_in_fn", lambda: (lambda p: (bc(br_param_assign_value)(p, x3), p.value()))(Parameter(Tensor([1.0, 1, 1]), name='pv')))
class CntNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.calls = 0
        self.hist = []
    @jit(capture_mode="bytecode")
    def construct(self, x):
        self.calls += 1
        self.hist.append(self.calls)
        return x * self.calls
def cnt_net():
    n = CntNet()
    return n(x3), n(x3), n.calls, n.hist
case("cell_attr_counter", cnt_net)
class BufNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.buf = Parameter(Tensor(np.zeros(3, np.float32)), name='buf', requires_grad=False)
    @jit(capture_mode="bytecode")
    def construct(self, x):
        ops.assign_add(self.buf, x)
        return self.buf * 1
def buf_net():
    n = BufNet()
    return n(x3), n(x3), n.buf.value()
case("cell_param_assign_add", buf_net)
def br_nested_fn_break(x):
    def helper(v):
        return Tensor(v.asnumpy() * 2)
    return helper(x) + helper(x + 1)
case("nested_fn_break", lambda: bc(br_nested_fn_break)(x3))
def br_loop_break(x):
    out = []
    for i in range(3):
        out.append(float(x[i].asnumpy()))
        x = x + 1
    return x, out
case("loop_with_break", lambda: bc(br_loop_break)(x3))
def br_while_tensor(x):
    n = 0
    while x.max() < 10:
        x = x * 2
        n += 1
    return x, n
case("while_tensor_cond_count", lambda: bc(br_while_tensor)(x3))
def br_try_op_fail(x, y):
    try:
        z = ops.matmul(x, y)
    except (ValueError, RuntimeError, TypeError) as e:
        z = type(e).__name__
    return z
case("try_matmul_shape_error", lambda: bc(br_try_op_fail)(m23, m23))
def br_tensor_bool_err(x):
    if x:
        return 1
    return 0
case("tensor_bool_ambiguous", lambda: bc(br_tensor_bool_err)(x3))
case("tensor_bool_single", lambda: bc(br_tensor_bool_err)(Tensor([0.0])))
case("tensor_bool_empty", lambda: bc(br_tensor_bool_err)(Tensor(np.zeros(0, np.float32))))

# --- Tensor methods in dtypes inside bytecode functions
def tmeth(x):
    return (x.sum(), x.mean() if x.dtype in (ms.float16, ms.float32, ms.float64) else x.max(), x.abs(), x.reshape(-1, 1).shape,
            x.astype(ms.float32).std(), x.argmax(), x.cumsum(0), x.clip(1, 2), (x > 1).any(), x.flip(0))
for dt in ("float16", "float32", "float64", "int32", "int64", "uint8"):
    case(f"tensor_methods_{dt}", lambda dt=dt: bc(tmeth)(Tensor(np.array([3, 1, 2]).astype(dt))))
def tmeth2(x):
    return x.max(0), x.min(axis=1), x.topk(2), x.sort(), x.var(), x.std(), x.T, x.transpose(1, 0).shape, x.view(3, 2)
case("tensor_methods_2d", lambda: bc(tmeth2)(m23))
def tmeth3(x):
    return x.max(0, keepdims=True), x.argmin(axis=1), x.norm(), x.prod(1), x.all(), x.nonzero(), x.unique()[0] if False else x.squeeze().shape
case("tensor_methods_kw", lambda: bc(tmeth3)(m23))
def tmeth_bool(x):
    return x.sum(), x.any(), x.all(), x.astype(ms.int32).sum(), ~x, x & x, x.int()
case("tensor_methods_bool", lambda: bc(tmeth_bool)(Tensor(np.array([True, False, True]))))
def tmeth_0d(x):
    return x + 1, x.reshape(1), x.item(), x.shape, x.ndim, x.size, x.sum()
case("tensor_methods_0d", lambda: bc(tmeth_0d)(Tensor(2.5)))
def tmeth_empty(x):
    return x.shape, x.size, x.reshape(0, 3).shape, (x + 1).shape, x.max() if False else len(x)
case("tensor_methods_empty", lambda: bc(tmeth_empty)(Tensor(np.zeros((0,), np.float32))))
