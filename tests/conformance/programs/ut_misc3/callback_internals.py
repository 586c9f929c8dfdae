"""mindspore.train.callback internals MindSpore's unit tests use (MindSpore 2.10): _set_cur_net +
_checkpoint_cb_for_save_op load parameters into the net once; _chg_ckpt_file_name_if_same_exist picks the next
free prefix; TrainFaultTolerance without MindIO is a ValueError."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import TrainFaultTolerance
from mindspore.train.callback import _checkpoint_cb_for_save_op, _set_cur_net
from mindspore.train.callback._checkpoint import _chg_ckpt_file_name_if_same_exist
from _conf import emit, emit_error

MODES = ("pynative",)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 3)

    def construct(self, x):
        return self.dense(x)


net = Net()
params = [{"name": "dense.weight", "data": Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))},
          {"name": "dense.bias", "data": Tensor(np.array([1.0, 2.0, 3.0], np.float32))}]
emit("no_net", _checkpoint_cb_for_save_op([{"name": "dense.bias", "data": Tensor(np.zeros(3, np.float32))}]))
_set_cur_net(net)
emit("filled", _checkpoint_cb_for_save_op(params))
emit("list_consumed", len(params))
emit("weight", net.dense.weight)
emit("out", net(Tensor(np.array([[1.0, 1.0]], np.float32))))
emit("net_forgotten", _checkpoint_cb_for_save_op([{"name": "dense.bias", "data": Tensor(np.zeros(3, np.float32))}]))

d = tempfile.mkdtemp()
emit("prefix_empty_dir", _chg_ckpt_file_name_if_same_exist(d, "ckpt"))
for name in ("ckpt-1_1.ckpt", "ckpt_3-1_1.ckpt", "ckptx-1_1.ckpt", "other.txt"):
    open(os.path.join(d, name), "w").close()
emit("prefix_taken", _chg_ckpt_file_name_if_same_exist(d, "ckpt"))
emit("prefix_free", _chg_ckpt_file_name_if_same_exist(d, "net"))
emit("prefix_breakpoint", _chg_ckpt_file_name_if_same_exist(d, "ckpt", exception=True))
emit_error("tft_no_args", TrainFaultTolerance)
emit_error("tft_no_mindio", TrainFaultTolerance, ckpt_save_path="./x")
