"""Return structures of GradOperation / grad / value_and_grad (MINDSPORE_API.md, Autodiff)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph.errors import BpropError


def T(*v, dtype=np.float32):
    return ms.Tensor(np.array(v, dtype))


X = T(1.0, 2.0, 3.0)
Y = T(4.0, 5.0, 6.0)


def f_xy(x, y):
    return x * y


def assert_close(a, b):
    np.testing.assert_allclose(np.asarray(a.asnumpy() if isinstance(a, ms.Tensor) else a), b, rtol=1e-6)


class Scale(nn.Cell):
    """out = x * y * w1 + w2."""

    def __init__(self):
        super().__init__()
        self.w1 = ms.Parameter(T(2.0), name="w1")
        self.w2 = ms.Parameter(T(3.0), name="w2")

    def construct(self, x, y):
        return x * y * self.w1 + self.w2


# -- GradOperation -----------------------------------------------------------------------------
def test_grad_operation_default_is_bare_grad_of_first_input():
    g = ops.GradOperation()(f_xy)(X, Y)
    assert isinstance(g, ms.Tensor)
    assert_close(g, [4, 5, 6])


def test_grad_operation_get_all_is_tuple_over_tensor_inputs():
    g = ops.GradOperation(get_all=True)(f_xy)(X, Y)
    assert isinstance(g, tuple) and len(g) == 2
    assert_close(g[0], [4, 5, 6])
    assert_close(g[1], [1, 2, 3])


def test_grad_operation_get_all_one_input_is_one_tuple():
    g = ops.GradOperation(get_all=True)(lambda x: x * x)(X)
    assert isinstance(g, tuple) and len(g) == 1
    assert_close(g[0], [2, 4, 6])


def test_grad_operation_get_all_skips_non_tensor_inputs():
    g = ops.GradOperation(get_all=True)(lambda x, k, y: x * y * k)(X, 2.0, Y)
    assert len(g) == 2
    assert_close(g[0], [8, 10, 12])
    assert_close(g[1], [2, 4, 6])


def test_grad_operation_get_by_list():
    net = Scale()
    w = ms.ParameterTuple(net.trainable_params())
    g = ops.GradOperation(get_by_list=True)(net, w)(X, Y)
    assert isinstance(g, tuple) and len(g) == 2
    assert_close(g[0], [4 + 10 + 18])
    assert_close(g[1], [3])


def test_grad_operation_get_by_list_one_param_is_one_tuple():
    net = Scale()
    g = ops.GradOperation(get_by_list=True)(net, ms.ParameterTuple([net.w1]))(X, Y)
    assert isinstance(g, tuple) and len(g) == 1
    assert_close(g[0], [32])


def test_grad_operation_get_all_and_get_by_list():
    net = Scale()
    (dx, dy), (dw1, dw2) = ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(X, Y)
    assert_close(dx, [8, 10, 12])
    assert_close(dy, [2, 4, 6])
    assert_close(dw1, [32])
    assert_close(dw2, [3])


def test_grad_operation_sens_param_is_last_argument():
    sens = T(1.0, 0.0, 2.0)
    g = ops.GradOperation(sens_param=True)(f_xy)(X, Y, sens)
    assert_close(g, [4, 0, 12])


def test_grad_operation_sens_for_tuple_output():
    fn = lambda x, y: (x * y, x + y)  # noqa: E731
    g = ops.GradOperation(sens_param=True)(fn)(X, Y, (T(1, 1, 1), T(0, 0, 0)))
    assert_close(g, [4, 5, 6])


def test_without_sens_multiple_outputs_are_summed():
    fn = lambda x, y: (x * y, x + y)  # noqa: E731
    g = ops.GradOperation()(fn)(X, Y)
    assert_close(g, [5, 6, 7])


def test_non_scalar_output_without_sens_uses_ones():
    g = ms.grad(lambda x: x * x)(X)
    assert_close(g, [2, 4, 6])


def test_grad_operation_get_by_list_without_weights_gives_no_weight_gradients():
    # MindSpore 2.10 (both modes): no weights to differentiate, an empty tuple
    assert ops.GradOperation(get_by_list=True)(f_xy)(X, Y) == ()


def test_grad_operation_flags_must_be_bool():
    with pytest.raises(TypeError):
        ops.GradOperation(get_all=1)


# -- ms.grad -----------------------------------------------------------------------------------
def test_grad_int_position_is_bare():
    g = ms.grad(f_xy, grad_position=1)(X, Y)
    assert isinstance(g, ms.Tensor)
    assert_close(g, [1, 2, 3])


def test_grad_tuple_position_is_tuple():
    g = ms.grad(f_xy, grad_position=(0, 1))(X, Y)
    assert isinstance(g, tuple) and len(g) == 2
    assert_close(g[0], [4, 5, 6])
    assert_close(g[1], [1, 2, 3])


def test_grad_single_element_tuple_position_is_bare():
    g = ms.grad(f_xy, grad_position=(0,))(X, Y)
    assert isinstance(g, ms.Tensor)
    assert_close(g, [4, 5, 6])


def test_grad_position_none_and_weights_none_is_value_error():
    with pytest.raises(ValueError):
        ms.grad(f_xy, grad_position=None, weights=None)


def test_grad_position_out_of_range_is_runtime_error():
    # MindSpore 2.10 PyNative: RuntimeError "Position index 3 is exceed input size." (Graph mode: IndexError)
    with pytest.raises(RuntimeError, match="Position index 3"):
        ms.grad(f_xy, grad_position=3)(X, Y)


def test_grad_with_weights_returns_inputs_then_weights():
    net = Scale()
    gx, (gw1, gw2) = ms.grad(net, 0, net.trainable_params())(X, Y)
    assert_close(gx, [8, 10, 12])
    assert_close(gw1, [32])
    assert_close(gw2, [3])


def test_grad_weights_only_when_position_is_none():
    net = Scale()
    gw = ms.grad(net, None, net.trainable_params())(X, Y)
    assert isinstance(gw, tuple) and len(gw) == 2
    assert_close(gw[0], [32])


def test_grad_single_parameter_weight_is_bare():
    net = Scale()
    gx, gw = ms.grad(net, 0, net.w1)(X, Y)
    assert isinstance(gw, ms.Tensor)
    assert_close(gw, [32])


def test_grad_weight_that_is_not_a_parameter_is_type_error():
    with pytest.raises(TypeError):
        ms.grad(f_xy, 0, [X])


def test_grad_has_aux_returns_gradient_and_aux_tuple():
    fn = lambda x, y: (x * y, x + y, x - y)  # noqa: E731
    g, aux = ms.grad(fn, 0, has_aux=True)(X, Y)
    assert_close(g, [4, 5, 6])  # only the first output is differentiated
    assert isinstance(aux, tuple) and len(aux) == 2
    assert_close(aux[0], [5, 7, 9])
    assert_close(aux[1], [-3, -3, -3])


def test_value_and_grad_has_aux():
    fn = lambda x, y: (x * y, x + y)  # noqa: E731
    (out1, aux1), g = ms.value_and_grad(fn, 0, has_aux=True)(X, Y)
    assert_close(out1, [4, 10, 18])
    assert_close(aux1, [5, 7, 9])
    assert_close(g, [4, 5, 6])


def test_has_aux_needs_a_tuple_output():
    with pytest.raises(ValueError):
        ms.grad(lambda x: x * x, has_aux=True)(X)


def test_value_and_grad_plain_and_with_weights():
    value, g = ms.value_and_grad(f_xy)(X, Y)
    assert_close(value, [4, 10, 18])
    assert_close(g, [4, 5, 6])
    net = Scale()
    value, (gx, gw) = ms.value_and_grad(net, 0, net.trainable_params())(X, Y)
    assert_close(value, [11, 23, 39])
    assert_close(gw[1], [3])


def test_return_ids_pairs_positions_and_parameter_names():
    net = Scale()
    out = ms.grad(net, (0, 1), net.trainable_params(), return_ids=True)(X, Y)
    (p0, g0), (p1, g1) = out[0]
    assert (p0, p1) == (0, 1)
    assert_close(g1, [2, 4, 6])
    names = [n for n, _ in out[1]]
    assert names == ["w1", "w2"]
    pos, g = ms.grad(f_xy, 1, return_ids=True)(X, Y)
    assert pos == 1
    assert_close(g, [1, 2, 3])


def test_unused_inputs_get_zeros():
    g = ms.grad(lambda x, y: x * 2.0, (0, 1))(X, Y)
    assert_close(g[1], [0, 0, 0])
    assert g[1].dtype == ms.float32


def test_unused_weight_gets_zeros():
    net = Scale()
    gw = ms.grad(lambda x: x * 2.0, None, net.trainable_params())(X)
    assert_close(gw[0], [0])


def test_same_tensor_at_two_positions_gets_its_total_gradient():
    # MindSpore 2.10 PyNative: both places get d/dX of X*X*X (its Graph mode separates them)
    g = ms.grad(lambda x, y: x * y * y, (0, 1))(X, X)
    assert_close(g[0], [3, 12, 27])
    assert_close(g[1], [3, 12, 27])


def test_grad_sens_param():
    g = ms.grad(f_xy, 0, sens_param=True)(X, Y, T(2, 2, 2))
    assert_close(g, [8, 10, 12])


def test_stop_gradient_blocks_the_gradient():
    g = ms.grad(lambda x, y: ops.stop_gradient(x * y) + x * y, (0, 1))(X, Y)
    assert_close(g[0], [4, 5, 6])
    assert_close(g[1], [1, 2, 3])


def test_missing_bprop_raises_bprop_error_naming_the_op():
    class MyCube(ops.PrimitiveWithInfer):
        def compute(self, x):
            return x ** 3

    cube = MyCube()
    with pytest.raises(BpropError, match="MyCube"):
        ms.grad(lambda x: cube(x))(X)


def test_grad_function_structure_methods():
    gf = ms.grad(f_xy, (0, 2), sens_param=True)
    args, sens = gf.split_sens((X, 3, Y, "s"))
    assert args == (X, 3, Y) and sens == "s"
    assert gf.diff_positions(args) == [0, 2]
    assert gf.weight_list() == ()
    assert gf.kind == "grad" and gf.grad_position == (0, 2)
    go = ops.GradOperation(get_all=True)(f_xy)
    assert go.kind == "grad_operation"
    assert go.diff_positions((1.0, X, (X,), Y)) == [1, 3]
    assert go.pack(None, ["a", "b"], []) == ("a", "b")


def test_grad_does_not_leave_tape_links_on_results():
    value, g = ms.value_and_grad(f_xy)(X, Y)
    assert value._node is None and g._node is None
