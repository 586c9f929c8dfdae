"""vmap variants of st/ops/cpu op tests: in_axes / out_axes kinds, nested vmap, Cells and Primitives with
attributes, Python scalars, batch size 1, Graph (@ms.jit) and PyNative, grad of vmap / vmap of grad, invalid axes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

vmap = ops.vmap
x23 = Tensor(np.arange(6).reshape(2, 3).astype(np.float32) - 2.5)
x234 = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) / 7 - 1.5)
y34 = Tensor(np.arange(12).reshape(3, 4).astype(np.float32) / 5)
i23 = Tensor(np.arange(6).reshape(2, 3).astype(np.int32) - 2)


def f_add(a, b):
    return a + b


def f_mul_scalar(a):
    return a * 2 + 1


def f_sum(a):
    return ops.sum(a)


def f_sum_neg(a):
    return ops.sum(a, -1)


def f_pair(a, b):
    return a * b, a - b


def f_gather(x, idx):
    return ops.gather(x, idx, 0)


def f_const(a):
    return Tensor(np.ones((2,), np.float32))


def f_pyscalar(a, s):
    return a * s


def f_matmul(a, b):
    return ops.matmul(a, b)


def f_argmax(a):
    return ops.argmax(a, -1)


def f_cast(a):
    return ops.cast(a, ms.int32)


def f_ret_scalar(a):
    return 3


def f_softmax(a):
    return ops.softmax(a, -1)


def f_topk(a):
    return ops.topk(a, 2)


def f_sort(a):
    return ops.sort(a)


def f_cumsum(a):
    return ops.cumsum(a, 0)


def f_concat(a, b):
    return ops.concat((a, b), 0)


def f_stack(a, b):
    return ops.stack((a, b), -1)


def f_reshape(a):
    return ops.reshape(a, (-1,))


def f_transpose(a):
    return ops.transpose(a, (1, 0))


def f_expand(a):
    return ops.expand_dims(a, 0)


def f_slice(a):
    return a[1:]


def f_index(a):
    return a[0]


def f_where(a):
    return ops.where(a > 0, a, 0.0)


def f_unique(a):
    return ops.unique(a)[0]


def f_masked(a):
    return ops.masked_select(a, a > 0)


def f_nonzero(a):
    return ops.nonzero(a)


def f_clip(a):
    return ops.clip_by_value(a, -1.0, 1.0)


def f_dict(a):
    return {"x": a * 2}


def f_list(a):
    return [a, a * 2]


def f_shape(a):
    return a.shape


def f_bias_add(a, b):
    return ops.bias_add(a, b)


def f_mean_keep(a):
    return ops.mean(a, -1, keep_dims=True)


def f_max(a):
    return ops.max(a, -1)


class CellAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")

    def construct(self, a):
        return a * self.w


class CellRelu(nn.Cell):
    def construct(self, a, b):
        return ops.relu(a) + b


cases = {}
def C(name):
    def d(fn):
        cases[name] = fn
        return fn
    return d


# in_axes / out_axes
case("add_00", lambda: vmap(f_add, (0, 0))(x23, x23))
case("add_0None", lambda: vmap(f_add, (0, None))(x23, x23[0]))
case("add_None0", lambda: vmap(f_add, (None, 0))(x23[0], x23))
case("add_1_0", lambda: vmap(f_add, (1, 0))(x23, Tensor(np.ones((3, 2), np.float32))))
case("add_neg1", lambda: vmap(f_add, (-1, -1))(x23, x23))
case("add_int_in_axes", lambda: vmap(f_add, 1)(x23, x23))
case("add_out1", lambda: vmap(f_add, 0, 1)(x234, x234))
case("add_out_neg1", lambda: vmap(f_add, 0, -1)(x234, x234))
case("add_out_neg2", lambda: vmap(f_add, 0, -2)(x234, x234))
case("add_out_2", lambda: vmap(f_add, 0, 2)(x234, x234))
case("add_out_3_bad", lambda: vmap(f_add, 0, 3)(x234, x234))
case("add_in_3_bad", lambda: vmap(f_add, 3)(x234, x234))
case("add_in_neg4_bad", lambda: vmap(f_add, -4)(x234, x234))
case("add_allNone", lambda: vmap(f_add, (None, None))(x23, x23))
case("add_mismatch", lambda: vmap(f_add, (0, 1))(x23, x23))
case("add_in_axes_len_bad", lambda: vmap(f_add, (0,))(x23, x23))
case("add_in_axes_float", lambda: vmap(f_add, 0.5)(x23, x23))
case("add_in_axes_list", lambda: vmap(f_add, [0, 0])(x23, x23))
case("add_out_tuple_single", lambda: vmap(f_add, 0, (0,))(x23, x23))
case("pair_out_01", lambda: vmap(f_pair, 0, (0, 1))(x234, x234))
case("pair_out_None", lambda: vmap(f_pair, 0, (0, None))(x234, x234))
case("pair_out_int", lambda: vmap(f_pair, 1, 1)(x234, x234))
case("batch1", lambda: vmap(f_mul_scalar)(Tensor(np.array([[1.0, 2.0]], np.float32))))
case("batch0_empty", lambda: vmap(f_mul_scalar)(Tensor(np.zeros((0, 2), np.float32))))
case("scalar_1d", lambda: vmap(f_mul_scalar)(Tensor(np.array([1.0, 2.0, 3.0], np.float32))))
case("int_in", lambda: vmap(f_mul_scalar)(i23))
case("f16_in", lambda: vmap(f_mul_scalar)(Tensor(np.arange(4).reshape(2, 2).astype(np.float16))))
case("bool_in", lambda: vmap(ops.logical_not)(Tensor(np.array([[True, False], [False, False]]))))
case("0d_in_bad", lambda: vmap(f_mul_scalar)(Tensor(np.float32(2.0))))
case("sum", lambda: vmap(f_sum)(x234))
case("sum_in1", lambda: vmap(f_sum, 1)(x234))
case("sum_neg", lambda: vmap(f_sum_neg, -1)(x234))
case("mean_keep", lambda: vmap(f_mean_keep, 1)(x234))
case("max_tuple", lambda: vmap(f_max, 2)(x234))
case("argmax", lambda: vmap(f_argmax, 1)(x234))
case("cast", lambda: vmap(f_cast)(x23))
case("softmax_in1", lambda: vmap(f_softmax, 1)(x234))
case("topk", lambda: vmap(f_topk)(x234))
case("sort_in2", lambda: vmap(f_sort, 2)(x234))
case("cumsum_in1", lambda: vmap(f_cumsum, 1)(x234))
case("concat", lambda: vmap(f_concat, (0, 1))(x23, x23.T))
case("stack", lambda: vmap(f_stack, (0, None))(x23, x23[0]))
case("reshape", lambda: vmap(f_reshape, 2)(x234))
case("transpose", lambda: vmap(f_transpose, 0)(x234))
case("expand", lambda: vmap(f_expand, 1, 1)(x234))
case("slice_in1", lambda: vmap(f_slice, 1)(x234))
case("index_in2", lambda: vmap(f_index, 2)(x234))
case("where", lambda: vmap(f_where)(x23))
case("clip", lambda: vmap(f_clip, 1)(x234))
case("gather_idx_batched", lambda: vmap(f_gather, (None, 0))(y34, Tensor(np.array([[0, 2], [1, 1]], np.int32))))
case("gather_both", lambda: vmap(f_gather, (0, 0))(x234, Tensor(np.array([[0, 2], [1, 1]], np.int32))))
case("matmul_None1", lambda: vmap(f_matmul, (None, 1))(x23, Tensor(np.ones((3, 2, 4), np.float32))))
case("matmul_00", lambda: vmap(f_matmul, (0, 0))(x234, Tensor(np.ones((2, 4, 2), np.float32))))
case("bias_add", lambda: vmap(f_bias_add, (0, 0))(x234, Tensor(np.array([[1.0, 2, 3], [4, 5, 6]], np.float32))))
case("const_out", lambda: vmap(f_const)(x23))
case("const_out1", lambda: vmap(f_const, 0, 1)(x23))
case("pyscalar_arg_None", lambda: vmap(f_pyscalar, (0, None))(x23, 3))
case("pyscalar_arg_0", lambda: vmap(f_pyscalar, (0, 0))(x23, 3))
case("ret_scalar", lambda: vmap(f_ret_scalar)(x23))
case("ret_dict", lambda: vmap(f_dict)(x23))
case("ret_list", lambda: vmap(f_list)(x23))
case("ret_shape", lambda: vmap(f_shape)(x23))
case("unique", lambda: vmap(f_unique)(Tensor(np.array([[1, 1, 2], [3, 3, 3]], np.int32))))
case("masked_select", lambda: vmap(f_masked)(x23))
case("nonzero", lambda: vmap(f_nonzero)(x23))
# nested
case("nested_00", lambda: vmap(vmap(f_add, (0, 0)), (0, 0))(x234, x234))
case("nested_10", lambda: vmap(vmap(f_add, (1, 0)), (0, 1))(x234, x234))
case("nested_out", lambda: vmap(vmap(f_sum_neg, 0, 0), 1, 1)(x234))
case("nested_tuple_in", lambda: vmap(lambda t: t[0] * t[1], ((0, 1),))((x23, x23.T)))
case("nested_tuple_in_int", lambda: vmap(lambda t: t[0] * t[1], (0,))((x23, x23)))
case("nested_tuple_in_bad", lambda: vmap(lambda t: t[0] * t[1], ((0, 0),))((x23, x23.T)))
# Primitives with attributes
case("prim_reducesum_keep", lambda: vmap(ops.ReduceSum(keep_dims=True), (0, None))(x234, -1))
case("prim_argmax", lambda: vmap(ops.Argmax(axis=-1), 1)(x234))
case("prim_concat", lambda: vmap(ops.Concat(axis=0), ((0, 0),))((x23, x23)))
case("prim_gather", lambda: vmap(ops.Gather(), (0, 0, None))(x234, Tensor(np.array([[0], [2]], np.int32)), 0))
case("prim_relu_in1", lambda: vmap(ops.ReLU(), 1)(x234))
case("prim_transpose", lambda: vmap(ops.Transpose(), (0, None))(x234, (1, 0)))
case("prim_softmax", lambda: vmap(ops.Softmax(axis=0), 2)(x234))
case("prim_stridedslice", lambda: vmap(ops.StridedSlice(), (0, None, None, None))(x234, (0, 1), (3, 4), (1, 2)))
case("prim_cumsum", lambda: vmap(ops.CumSum(reverse=True), (1, None))(x234, 0))
case("prim_matmul_tb", lambda: vmap(ops.MatMul(transpose_b=True), (0, None))(x234, y34))
case("prim_bmm", lambda: vmap(ops.BatchMatMul(), (0, 0))(Tensor(np.ones((2, 2, 3, 4), np.float32)), Tensor(np.ones((2, 2, 4, 1), np.float32))))
# Cells
case("cell_param", lambda: vmap(CellAdd(), 0)(x23))
case("cell_param_in1", lambda: vmap(CellAdd(), 1)(Tensor(np.ones((3, 2), np.float32))))
case("cell_relu", lambda: vmap(CellRelu(), (0, None))(x23, x23[1]))
case("cell_relu_out1", lambda: vmap(CellRelu(), (0, 0), 1)(x234, x234))
# jit
@ms.jit
def jit_vm(a, b):
    return vmap(f_add, (0, 1))(a, b)


@ms.jit
def jit_vm_nested(a):
    return vmap(vmap(f_sum_neg, 0), 0)(a)


case("jit_vmap", lambda: jit_vm(x23, x23.T))
case("jit_nested", lambda: jit_vm_nested(x234))
case("jit_fn_vmap", lambda: vmap(ms.jit(f_softmax), 1)(x234))


class VNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v = vmap(f_pair, (0, None), (1, 0))

    def construct(self, a, b):
        return self.v(a, b)


case("cell_vmap_attr", lambda: VNet()(x234, x234[0]))
# grad
case("grad_of_vmap", lambda: ms.grad(lambda a: vmap(f_softmax)(a).sum() + (vmap(f_mul_scalar)(a) ** 2).sum())(x23))
case("grad_of_vmap_in1", lambda: ms.grad(lambda a, b: vmap(f_pair, (1, 0))(a, b)[0].sum(), (0, 1))(x23, x23.T))
case("vmap_of_grad", lambda: vmap(ms.grad(lambda a: (a * a * a).sum()))(x23))
case("vmap_of_grad_in1", lambda: vmap(ms.grad(lambda a: (ops.sin(a)).sum()), 1)(x234))
case("vmap_of_grad_pos", lambda: vmap(ms.grad(lambda a, b: (a * b).sum(), (0, 1)), (0, None))(x23, x23[0]))
case("vmap_of_vag", lambda: vmap(ms.value_and_grad(lambda a: (a * a).sum()))(x23))
case("gradop_of_vmap", lambda: ops.GradOperation(get_all=True)(vmap(f_add, (0, None)))(x23, x23[0]))
case("gradop_sens_vmap", lambda: ops.GradOperation(sens_param=True)(vmap(f_mul_scalar))(x23, x23))
case("grad_jit_vmap", lambda: ms.grad(jit_vm, (0, 1))(x23, x23.T))
