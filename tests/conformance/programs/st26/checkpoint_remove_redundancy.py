"""remove_redundancy checks as MindSpore 2.10's (st tests/st/export_and_load/test_remove_redundancy.py, an import
error before): CheckpointConfig / load_checkpoint / load_param_into_net take a bool only, a ValueError otherwise
(Validator.check_isinstance; msgraph raised TypeError or ignored it); load_param_into_net(remove_redundancy=True) on
one device loads, then raises TypeError ('stand_alone'); mindspore.train._utils.get_parameter_redundancy (a
parameter_layout_dict) and remove_param_redundancy."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor, save_checkpoint
from mindspore.train import CheckpointConfig
from mindspore.train.serialization import load_checkpoint, load_param_into_net
from mindspore.train._utils import get_parameter_redundancy, remove_param_redundancy
from _conf import emit, emit_error

MODES = ("pynative",)


class MyCell(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.w = Parameter(Tensor(np.full(2, v, np.float32)), name="w")

    def construct(self, x):
        return x * self.w


for v in ("string", 1, None):
    emit_error(f"config_{v}", lambda v=v: CheckpointConfig(remove_redundancy=v))
emit("config_true", CheckpointConfig(remove_redundancy=True).remove_redundancy)
emit_error("config_crc_check_int", lambda: CheckpointConfig(crc_check=1))
emit_error("config_format_int", lambda: CheckpointConfig(format=1))

path = os.path.join(tempfile.mkdtemp(), "a.ckpt")
save_checkpoint(MyCell(3.0), path)
pd = load_checkpoint(path)
emit_error("load_string", lambda: load_checkpoint(path, remove_redundancy="string"))
emit_error("load_crc_check_int", lambda: load_checkpoint(path, crc_check=1))
emit("load_true", sorted(load_checkpoint(path, remove_redundancy=True)))
net = MyCell(0.0)
emit_error("into_net_string", lambda: load_param_into_net(net, pd, remove_redundancy="string"))
emit("after_string", net.w)
emit_error("into_net_true", lambda: load_param_into_net(net, pd, remove_redundancy=True))
emit("after_true", net.w)
emit("into_net_false", load_param_into_net(MyCell(1.0), pd, remove_redundancy=False))

layout = {"a": [[2, 4], [1, 0], [], 0, 0, ""], "b": [[2, 4], [-1, 0], [], 0, 0, ""], "c": [[8], [-1], [], 0, 0, ""],
          "d": [[2, 2, 2], [2, -1], [], 0, 0, ""]}
red = get_parameter_redundancy(layout, 0)
emit("redundancy", {k: [list(g) for g in v] for k, v in red.items()})
emit("redundancy_rank8", {k: [list(g) for g in v] for k, v in get_parameter_redundancy(layout, 8).items()})
emit("redundancy_default_rank", {k: [list(g) for g in v] for k, v in get_parameter_redundancy(layout).items()})
for keep in (1, 2, 3):
    emit(f"remove_keep{keep}", {str(r): sorted(names) for r, names in sorted(remove_param_redundancy(red, keep).items())})
