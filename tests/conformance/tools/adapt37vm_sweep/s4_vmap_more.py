"""more vmap variants: nested output structures and out_axes, list / tuple arguments, keyword arguments, vmap in a
Graph-mode Cell's construct over its own Parameter, second calls with other shapes, masked_select with an unmapped
mask, UniqueWithPad / Argmax with attributes, vmap over ops with int64 / uint8 / float64 inputs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

vmap = ops.vmap
x = Tensor(np.arange(12).reshape(2, 2, 3).astype(np.float32) - 5)


def f_nested(a):
    return (a, (a * 2, a.sum())), a - 1


def f_list_arg(xs):
    return xs[0] + xs[1]


def f_two(a, b):
    return a * b


def f_masked_fixed(a):
    return ops.masked_select(a, Tensor(np.array([[True, False, True], [False, True, True]])))


def f_masked_bmask(a, m):
    return ops.masked_select(a, m)


def f_scalar_out(a):
    return a.sum(), 2.5


def f_int_ops(a):
    return a // 2, a % 3, ops.abs(a), a.max()


def f_argmax_prim(a):
    return ops.Argmax(axis=0, output_type=ms.int32)(a)


case("nested_out_default", lambda: vmap(f_nested)(x))
case("nested_out_axes", lambda: vmap(f_nested, 0, ((1, (0, None)), 2))(x))
case("nested_out_axes_bad_len", lambda: vmap(f_nested, 0, ((1, 0), 2, 0))(x))
case("list_arg_tuple_axes", lambda: vmap(f_list_arg, ([0, 1],))([x, x.transpose(1, 0, 2)]))
case("list_arg_int_axis", lambda: vmap(f_list_arg, 0)([x, x]))
case("kwargs_call", lambda: vmap(f_two, (0, 0))(x, b=x))
case("second_call_other_shape", lambda: [vmap(f_two, (0, None)) for _ in range(1)][0](x, x[0]) .shape and
     vmap(f_two, (0, None))(Tensor(np.ones((4, 3), np.float32)), Tensor(np.arange(3).astype(np.float32))))
case("masked_fixed_mask", lambda: vmap(f_masked_fixed)(x))
case("masked_batched_mask_equal_counts", lambda: vmap(f_masked_bmask, (0, 0))(x, x > 0))
case("scalar_out", lambda: vmap(f_scalar_out)(x))
case("int64_ops", lambda: vmap(f_int_ops)(Tensor(np.arange(-6, 6).reshape(2, 6).astype(np.int64))))
case("uint8_ops", lambda: vmap(f_int_ops, 1)(Tensor(np.arange(12).reshape(2, 6).astype(np.uint8))))
case("f64_ops", lambda: vmap(f_int_ops)(Tensor(np.arange(-6, 6).reshape(2, 6).astype(np.float64) / 4)))
case("argmax_prim_attr", lambda: vmap(f_argmax_prim, 2)(x))


class VCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32)), name="w")

    def construct(self, a):
        return vmap(self.mul, (0, 0))(a, self.w)

    def mul(self, a, w):
        return a * w


class VCellGrad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = VCell()
        self.g = ops.GradOperation(get_by_list=True)
        self.params = ms.ParameterTuple(self.net.trainable_params())

    def construct(self, a):
        return self.g(self.net, self.params)(a)


case("cell_vmap_own_param", lambda: VCell()(Tensor(np.ones((2, 3), np.float32) * 2)))
case("cell_vmap_param_grad", lambda: VCellGrad()(Tensor(np.arange(6).reshape(2, 3).astype(np.float32))))


@ms.jit
def jit_inner_vmap(a, b):
    return vmap(f_two, (1, None), 1)(a, b)


case("jit_vmap_call1", lambda: jit_inner_vmap(x, Tensor(np.ones((3,), np.float32))))
case("jit_vmap_call2_shape", lambda: jit_inner_vmap(Tensor(np.ones((1, 4, 3), np.float32)), Tensor(np.ones((3,), np.float32))))
case("vmap_grad_sens", lambda: vmap(ops.GradOperation(sens_param=True)(f_two), (0, 0, 0))(x, x, x))
case("vmap_value_and_grad_pos", lambda: vmap(ms.value_and_grad(f_two, (0, 1)), (0, None))(x, x[0]))
case("grad_of_nested_vmap", lambda: ms.grad(jit_nested_sum)(x))


def nested_sum(a):
    return vmap(vmap(ops.sin))(a).sum()


jit_nested_sum = nested_sum
case("grad_of_nested_vmap2", lambda: ms.grad(nested_sum)(x))
case("vmap_in_axes_out_of_range_neg", lambda: vmap(f_two, (-4, 0))(x, x))
case("vmap_out_axes_neg_out_of_range", lambda: vmap(f_two, 0, -4)(x, x))
case("vmap_none_arg_tensor", lambda: vmap(f_two, (0, None))(x, 3.0))
case("vmap_mapped_python_number", lambda: vmap(f_two, (0, 0))(x, 3.0))
case("vmap_tuple_arg_none", lambda: vmap(f_list_arg, (None,))((x, x)))
