"""Activation Cells added by h-nn: numpy references, PReLU Parameter, get_activation names, errors."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn

X = np.array([[-4.3, -2.5, -1.2, -0.3], [0.2, 0.9, 2.7, 7.1]], np.float32)


@pytest.mark.msgraph_modes
@pytest.mark.parametrize("cell, ref", [
    (nn.LeakyReLU(), lambda x: np.where(x > 0, x, 0.2 * x)),
    (nn.ReLU6(), lambda x: np.clip(x, 0, 6)),
    (nn.HSigmoid(), lambda x: np.clip(x + 3, 0, 6) / 6),
    (nn.HSwish(), lambda x: x * np.clip(x + 3, 0, 6) / 6),
    (nn.ELU(), lambda x: np.where(x > 0, x, np.exp(x) - 1)),
    (nn.SiLU(), lambda x: x / (1 + np.exp(-x))),
    (nn.Mish(), lambda x: x * np.tanh(np.log1p(np.exp(x)))),
    (nn.Softsign(), lambda x: x / (1 + np.abs(x))),
    (nn.LogSigmoid(), lambda x: -np.log1p(np.exp(-x))),
    (nn.Identity(1, two=2), lambda x: x),
])
def test_reference_values(cell, ref):
    np.testing.assert_allclose(cell(ms.Tensor(X)).asnumpy(), ref(X.astype(np.float64)), rtol=1e-5, atol=1e-6)


@pytest.mark.msgraph_modes
def test_prelu_per_channel_and_gradient():
    p = nn.PReLU(2, 0.1)
    assert p.w.name == "a" and p.w.shape == (2,)
    x = ms.Tensor(np.array([[[-1.0, 2.0]], [[-3.0, 4.0]]], np.float32).transpose(1, 0, 2))  # (1, 2, 2)
    out = p(x)
    np.testing.assert_allclose(out.asnumpy(), [[[-0.1, 2.0], [-0.3, 4.0]]], rtol=1e-6)
    _, (dw,) = ms.grad(p, grad_position=0, weights=p.trainable_params())(x)
    np.testing.assert_allclose(dw.asnumpy(), [-1.0, -3.0])


def test_get_activation_names_and_errors():
    for name, cls in [("leakyrelu", nn.LeakyReLU), ("relu6", nn.ReLU6), ("hswish", nn.HSwish),
                      ("hsigmoid", nn.HSigmoid), ("silu", nn.SiLU), ("mish", nn.Mish), ("elu", nn.ELU)]:
        assert isinstance(nn.get_activation(name), cls)
    with pytest.raises(TypeError):
        nn.LeakyReLU("0.2")
    with pytest.raises(TypeError):
        nn.PReLU(2, 1)
    with pytest.raises(ValueError):
        nn.PReLU(2, [0.1])
    with pytest.raises(ValueError):
        nn.ELU(0.5)(ms.Tensor(X))


@pytest.mark.msgraph_modes
def test_selu_value_and_gradient_reference():
    a, s = 1.6732632423543772, 1.0507009873554805
    x = X.astype(np.float64)
    np.testing.assert_allclose(nn.SeLU()(ms.Tensor(X)).asnumpy(), s * np.where(x > 0, x, a * (np.exp(x) - 1)),
                               rtol=1e-5, atol=1e-6)
    fn59 = lambda t: nn.SeLU()(t).sum()
    g = ms.grad(fn59)(ms.Tensor(X)).asnumpy()
    # MindSpore 2.10's SeLU bprop is EluGrad(dout, out) * scale: scale * (out + 1) where out < 0 (not the
    # derivative scale * a * exp(x)); MindSpore's nn.SeLU gives -0.11697533 at x = -1
    out = s * np.where(x > 0, x, a * (np.exp(x) - 1))
    np.testing.assert_allclose(g, s * np.where(out < 0, out + 1.0, 1.0), rtol=1e-5, atol=1e-6)
