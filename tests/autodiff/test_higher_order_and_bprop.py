"""Higher-order gradients and Cell custom bprop on the PyNative tape."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops


def T(*v, dtype=np.float32):
    return ms.Tensor(np.array(v, dtype))


X = T(1.0, 2.0, 3.0)


def test_second_and_third_order():
    cube = lambda x: x * x * x  # noqa: E731
    np.testing.assert_allclose(ms.grad(cube)(X).asnumpy(), [3, 12, 27])
    np.testing.assert_allclose(ms.grad(ms.grad(cube))(X).asnumpy(), [6, 12, 18])
    np.testing.assert_allclose(ms.grad(ms.grad(ms.grad(cube)))(X).asnumpy(), [6, 6, 6])


def test_second_order_through_nonlinear_ops():
    x = ms.Tensor(np.array([0.3, -0.7], np.float64))
    d2 = ms.grad(ms.grad(lambda t: ops.sin(t) * ops.exp(t)))(x).asnumpy()
    v = x.asnumpy()
    np.testing.assert_allclose(d2, 2 * np.cos(v) * np.exp(v), rtol=1e-12)


def test_second_order_mixed_partials():
    f = lambda x, y: x * x * y  # noqa: E731
    dfdx = ms.grad(f, 0)
    y = T(5.0, 6.0, 7.0)
    np.testing.assert_allclose(ms.grad(dfdx, 1)(X, y).asnumpy(), [2, 4, 6])  # d/dy (2xy) = 2x


def test_grad_of_grad_operation_inside_a_cell():
    class Inner(nn.Cell):
        def construct(self, x):
            return x * x * x

    class GradCell(nn.Cell):
        def __init__(self, net):
            super().__init__()
            self.net = net
            self.grad_op = ops.GradOperation()

        def construct(self, x):
            return self.grad_op(self.net)(x)

    g2 = ops.GradOperation()(GradCell(Inner()))(X)
    np.testing.assert_allclose(g2.asnumpy(), [6, 12, 18])


class DoubleGrad(nn.Cell):
    """Forward x * y; custom bprop returns (2 * dout, 3 * dout) whatever the forward is."""

    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return dout * 2.0, dout * 3.0


def test_cell_custom_bprop_replaces_autodiff():
    net = DoubleGrad()
    gx, gy = ops.GradOperation(get_all=True)(net)(X, T(4.0, 5.0, 6.0))
    np.testing.assert_allclose(gx.asnumpy(), [2, 2, 2])
    np.testing.assert_allclose(gy.asnumpy(), [3, 3, 3])


def test_cell_custom_bprop_inside_a_bigger_function():
    net = DoubleGrad()
    g = ms.grad(lambda x, y: net(x, y) * x, (0, 1))(X, T(4.0, 5.0, 6.0))
    # d/dx [net(x, y) * x] = bprop_x(dout=x) + net(x, y) = 2x + xy
    np.testing.assert_allclose(g[0].asnumpy(), [2 + 4, 4 + 10, 6 + 18])
    np.testing.assert_allclose(g[1].asnumpy(), [3, 6, 9])


def test_cell_custom_bprop_result_is_correct_forward():
    net = DoubleGrad()
    value, _ = ms.value_and_grad(net)(X, T(4.0, 5.0, 6.0))
    np.testing.assert_allclose(value.asnumpy(), [4, 10, 18])
    # outside a gradient the Cell runs its construct as usual
    np.testing.assert_allclose(net(X, X).asnumpy(), [1, 4, 9])


def test_cell_custom_bprop_wrong_signature_is_type_error():
    class Bad(nn.Cell):
        def construct(self, x):
            return x * 2.0

        def bprop(self, x, dout):
            return (dout,)

    with pytest.raises(TypeError, match="bprop"):
        ms.grad(Bad())(X)


def test_cell_custom_bprop_too_few_gradients_is_runtime_error():
    # MindSpore 2.10: RuntimeError in both modes ("Grad size should lager than forward inputs" /
    # "The output size of the 'bprop' must match ...").
    class Bad(nn.Cell):
        def construct(self, x, y):
            return x * y

        def bprop(self, x, y, out, dout):
            return (dout,)

    with pytest.raises(RuntimeError, match="1 vs. 2"):
        ms.grad(Bad())(X, X * 2.0)


def test_custom_bprop_with_higher_order():
    class Square(nn.Cell):
        def construct(self, x):
            return x * x

        def bprop(self, x, out, dout):
            return (x * dout * 2.0,)

    net = Square()
    np.testing.assert_allclose(ms.grad(ms.grad(net))(X).asnumpy(), [2, 2, 2])


def test_custom_bprop_cell_with_nested_tuple_output():
    """A custom-bprop Cell returning ``(y, (a, b))``: the unused inner outputs get zero sensitivities
    (adapt45pij; st pi_jit gradient/test_custom_cell_bprop_pijit)."""
    import numpy as np
    import msgraph as ms
    from msgraph import nn, ops

    class Net(nn.Cell):
        def construct(self, x, y):
            return x * y, (x + y, x - y)

        def bprop(self, x, y, out, dout):
            return dout[0] + 1, dout[0] * 3

    x = ms.Tensor(np.ones(2, np.float32))
    gx, gy = ops.GradOperation(get_all=True)(Net())(x, x + 1)
    assert gx.tolist() == [2.0, 2.0] and gy.tolist() == [3.0, 3.0]
