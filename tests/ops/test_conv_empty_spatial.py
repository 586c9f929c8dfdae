"""Conv2D / Conv3D output sizes as MindSpore 2.10's CPU kernels compute them (C division toward zero): an empty
output dimension is the empty result, a negative one or an impossible size-1 one a RuntimeError (adapt43nn)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph.errors import OpRuntimeError
from msgraph.ops._window import conv_out_size


@pytest.mark.parametrize("size,lo,hi,k,d,s,want", [
    (5, 0, 0, 3, 1, 1, 3), (0, 1, 1, 3, 1, 1, 0), (2, 0, 0, 2, 2, 1, 0), (1, 1, 1, 3, 2, 2, 0), (0, 0, 1, 3, 1, 2, 0),
])
def test_conv_out_size(size, lo, hi, k, d, s, want):
    assert conv_out_size("Conv2D", size, lo, hi, k, d, s) == want


@pytest.mark.parametrize("size,k,d,s", [(2, 2, 3, 1), (3, 2, 3, 2), (0, 3, 1, 1)])
def test_conv_out_size_refused(size, k, d, s):
    with pytest.raises(RuntimeError):
        conv_out_size("Conv2D", size, 0, 0, k, d, s)


def test_empty_outputs_and_gradients():
    x = ms.Tensor(np.ones((1, 2, 0, 5), np.float32))
    net = nn.Conv2d(2, 3, 3, pad_mode="same", has_bias=True)
    assert net(x).shape == (1, 3, 0, 5)
    gx, (gw, gb) = ms.grad(lambda v: net(v).sum(), 0, net.trainable_params())(x)
    assert gx.shape == (1, 2, 0, 5) and not gw.asnumpy().any() and not gb.asnumpy().any()
    assert nn.Conv3d(2, 2, 3, pad_mode="valid")(ms.Tensor(np.ones((1, 2, 2, 4, 4), np.float32))).shape == (1, 2, 0, 2, 2)
    assert nn.Conv2dTranspose(2, 2, 3, pad_mode="valid", has_bias=True, bias_init="ones")(x).asnumpy().tolist() == \
        np.ones((1, 2, 2, 7)).tolist()
    with pytest.raises(ValueError):   # the padded input shorter than the undilated kernel
        ops.Conv2D(2, 3, pad_mode="pad", pad=1)(x, ms.Tensor(np.ones((2, 2, 3, 3), np.float32)))
    with pytest.raises(OpRuntimeError):
        nn.Conv2dTranspose(2, 2, 2, pad_mode="pad", padding=1)(ms.Tensor(np.ones((1, 2, 0, 3), np.float32)))
