"""Cell API that zoo code calls (add_flags, recompute, shard, set_jit_config...) and WithEvalCell."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.dense(x)


def test_flags_recursive_and_attribute_access():
    net = Net()
    assert net.add_flags(defer_inline=True) is net
    assert net.get_flags() == {"defer_inline": True} and net.defer_inline is True
    net.add_flags_recursive(fp16=False)
    assert net.dense.get_flags() == {"fp16": False}


@pytest.mark.msgraph_modes
def test_recompute_shard_and_jit_config_change_nothing():
    x = ms.Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))
    net = Net()
    before = net(x).asnumpy()
    assert net.dense.recompute() is None
    assert net.shard(((1, 1),)) is net
    net.set_jit_config(ms.JitConfig(jit_level="O0"))
    assert net.get_jit_config().jit_level == "O0"
    np.testing.assert_array_equal(net(x).asnumpy(), before)
    with pytest.raises(ValueError):
        net.recompute(bad_key=True)


def test_cls_name_and_init_parameters_data():
    net = Net()
    assert net.cls_name == "Net" and nn.Dense(1, 1).cls_name == "Dense"
    assert set(net.init_parameters_data()) == set(net.get_parameters())


@pytest.mark.msgraph_modes
def test_with_eval_cell_returns_loss_outputs_label():
    net = Net()
    x = ms.Tensor(np.array([[1.0, -2.0, 3.0]], np.float32))
    y = ms.Tensor(np.array([[1.0, 0.0]], np.float32))
    loss, out, label = nn.WithEvalCell(net, nn.MSELoss())(x, y)
    np.testing.assert_allclose(out.asnumpy(), [[2.0, 2.0]])
    np.testing.assert_allclose(loss.asnumpy(), (1.0 + 4.0) / 2)
    assert label is y or np.array_equal(label.asnumpy(), y.asnumpy())
    with pytest.raises(TypeError):
        nn.WithEvalCell(net, nn.MSELoss(), add_cast_fp32=1)
