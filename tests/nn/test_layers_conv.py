"""Conv2dTranspose / Conv1d / Conv1dTranspose: numpy reference, init bounds, errors.

Values against MindSpore itself: tests/conformance/programs/nn/conv_transpose.py.
"""
import math

import numpy as np
import pytest

import msgraph as ms
from msgraph import nn
from msgraph.nn.layer.conv_ext import conv2d_transpose
from msgraph.testing.gradcheck import check_grad


def np_conv_transpose(x, w, stride, crop_begin, out_hw):
    """Scatter-add reference: every input pixel adds weight * value into its output window."""
    n, c, h, wd = x.shape
    _, o, kh, kw = w.shape
    full = np.zeros((n, o, (h - 1) * stride + kh + stride, (wd - 1) * stride + kw + stride), np.float64)
    for i in range(h):
        for j in range(wd):
            full[:, :, i * stride:i * stride + kh, j * stride:j * stride + kw] += np.einsum(
                "nc,cokl->nokl", x[:, :, i, j], w)
    return full[:, :, crop_begin:crop_begin + out_hw[0], crop_begin:crop_begin + out_hw[1]]


@pytest.mark.msgraph_modes
@pytest.mark.parametrize("pad_mode, stride, crop, size", [("valid", 2, 0, (9, 11)), ("same", 2, 0, (8, 10)),
                                                          ("pad", 2, 1, (7, 9))])
def test_conv2d_transpose_matches_scatter_reference(pad_mode, stride, crop, size):
    x = np.random.default_rng(0).normal(size=(2, 3, 4, 5)).astype(np.float32)
    net = nn.Conv2dTranspose(3, 2, 3, stride=stride, pad_mode=pad_mode, padding=1 if pad_mode == "pad" else 0)
    out = net(ms.Tensor(x)).asnumpy()
    assert out.shape == (2, 2) + size
    ref = np_conv_transpose(x.astype(np.float64), net.weight.asnumpy().astype(np.float64), stride, crop, size)
    np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-5)


@pytest.mark.msgraph_modes
def test_conv2d_transpose_gradcheck_grouped():
    x = ms.Tensor(np.random.default_rng(1).normal(size=(1, 4, 3, 3)))
    with pytest.raises(TypeError, match="Conv2DTranspose"):   # MindSpore 2.10 has no float64 kernel (adapt36nn)
        nn.Conv2dTranspose(4, 2, 3, stride=2, group=2, has_bias=True, dtype=ms.float64)(x)

    class Net(nn.Conv2dTranspose):   # the layer's computation in float64 (name None: no refusal)
        def construct(self, x):
            out = conv2d_transpose(x, self.weight, self.out_channels, self.kernel_size, self.stride, self.dilation,
                                   self.group, self.pad_mode, self.padding, self.output_padding, None)
            return out + ms.ops.reshape(self.bias, (1, self.out_channels, 1, 1))

    net = Net(4, 2, 3, stride=2, group=2, has_bias=True, dtype=ms.float64)
    assert check_grad(net, x, max_elements=40)


def test_default_init_shapes_and_bounds():
    t = nn.Conv2dTranspose(4, 6, 3, group=2, has_bias=True)
    assert t.weight.shape == (4, 3, 3, 3) and t.bias.shape == (6,)
    bound = 1 / math.sqrt(3 * 9)
    assert np.abs(t.weight.asnumpy()).max() <= bound + 1e-7 and np.abs(t.bias.asnumpy()).max() <= bound + 1e-7
    assert nn.Conv1d(4, 6, 3).weight.shape == (6, 4, 1, 3)
    assert nn.Conv1dTranspose(4, 6, 3).weight.shape == (4, 6, 1, 3)
    assert nn.Conv1d(4, 6, 3).bias is None


def test_errors():
    with pytest.raises(ValueError):
        nn.Conv2dTranspose(3, 4, 3, group=2)
    with pytest.raises(ValueError):
        nn.Conv2dTranspose(4, 4, 3, pad_mode="full")
    with pytest.raises(ValueError):
        nn.Conv2dTranspose(4, 4, 3, padding=1)
    with pytest.raises(TypeError):
        nn.Conv1d(4, 4, (3, 3))
    with pytest.raises(ValueError):
        nn.Conv1d(4, 4, 3, padding=1)
