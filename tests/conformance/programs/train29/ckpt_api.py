"""save_checkpoint / load_checkpoint / load_param_into_net as a train.py uses them: a Cell, a list of dicts, a dict
of Parameters; append_dict, choice_func, filter_prefix, specify_prefix, strict_load, dtype conversion, mismatched
shapes, the return values; the files written."""
import os
import tempfile

import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore import Parameter, Tensor
from _conf import emit, emit_error
from _train29_util import dense, listdir


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = dense(4, 3)
        self.fc2 = dense(3, 2)
        self.bn = nn.BatchNorm1d(3)

    def construct(self, x):
        return self.fc2(self.bn(self.fc1(x)))


d = tempfile.mkdtemp()
net = Net()
p = os.path.join(d, "net.ckpt")
ms.save_checkpoint(net, p)
pd = ms.load_checkpoint(p)
emit("cell_keys", list(pd))
emit("cell_types", [(type(v).__name__, v.name, str(v.dtype), v.requires_grad) for v in pd.values()])
emit("fc1_weight", pd["fc1.weight"])

ms.save_checkpoint(net, os.path.join(d, "noext"))
emit("files_after_noext", listdir(d))

ms.save_checkpoint(net, os.path.join(d, "choice.ckpt"), choice_func=lambda n: n.startswith("fc2"))
emit("choice_keys", list(ms.load_checkpoint(os.path.join(d, "choice.ckpt"))))

lst = [{"name": "a", "data": Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))},
       {"name": "b", "data": Tensor(np.arange(3, dtype=np.int32))},
       {"name": "c", "data": Parameter(Tensor(np.ones(2, np.float16)), name="zzz")}]
ms.save_checkpoint(lst, os.path.join(d, "list.ckpt"))
back = ms.load_checkpoint(os.path.join(d, "list.ckpt"))
emit("list_keys", list(back))
emit("list_values", [(k, v.name, str(v.dtype), v.asnumpy().tolist()) for k, v in back.items()])

dct = {"w": Parameter(Tensor(np.arange(4, dtype=np.float32)), name="w"), "step": np.array([3, 4], np.int32)}
ms.save_checkpoint(dct, os.path.join(d, "dict.ckpt"), append_dict={"epoch_num": 5, "lr": 0.5, "tag": "x",
                                                                    "t": Tensor([1.5, 2.5])})
back = ms.load_checkpoint(os.path.join(d, "dict.ckpt"))
emit("dict_keys", list(back))
emit("dict_values", [(k, type(v).__name__, str(getattr(v, "dtype", "")), v.asnumpy().tolist() if hasattr(v, "asnumpy") else v)
                     for k, v in back.items()])

emit("filter_prefix_str", list(ms.load_checkpoint(p, filter_prefix="fc1")))
emit("specify_prefix", list(ms.load_checkpoint(p, specify_prefix="bn")))
emit("specify_prefix_list", list(ms.load_checkpoint(p, specify_prefix=["fc1", "bn.gamma"])))
emit_error("filter_and_specify", ms.load_checkpoint, p, filter_prefix="fc1", specify_prefix="fc1")
emit_error("filter_prefix_int", ms.load_checkpoint, p, filter_prefix=1)
emit_error("filter_prefix_empty", ms.load_checkpoint, p, filter_prefix="")
emit("choice_func_load", list(ms.load_checkpoint(p, choice_func=lambda n: n.endswith("bias"))))

# into a net
net2 = Net()
for prm in net2.get_parameters():
    prm.set_data(Tensor(np.zeros(prm.shape, np.float32)))
emit("load_full", ms.load_param_into_net(net2, pd))
emit("loaded_fc1", net2.fc1.weight)
net3 = Net()
emit("load_partial", ms.load_param_into_net(net3, ms.load_checkpoint(p, specify_prefix="fc2")))
emit("load_extra", ms.load_param_into_net(dense(4, 3), {"weight": pd["fc1.weight"], "extra": Parameter(Tensor(1.0), name="extra")}))
emit("load_strict", ms.load_param_into_net(Net(), ms.load_checkpoint(p, specify_prefix="fc2"), strict_load=True))

# dtype conversion and mismatches
n16 = dense(4, 3)
n16.to_float(ms.float16)
w16 = {"weight": Parameter(Tensor(np.ones((3, 4), np.float16)), name="weight"),
       "bias": Parameter(Tensor(np.ones(3, np.float16)), name="bias")}
emit("load_f16_into_f32", ms.load_param_into_net(n16, w16))
emit("f16_loaded_dtype", (str(n16.weight.dtype), n16.weight.asnumpy().tolist()))
emit_error("load_f16_into_f32_strict", ms.load_param_into_net, dense(4, 3), w16, strict_load=True)
wi = {"weight": Parameter(Tensor(np.ones((3, 4), np.int32)), name="weight")}
emit_error("load_int_into_float", ms.load_param_into_net, dense(4, 3), wi)
emit_error("load_shape_mismatch", ms.load_param_into_net, dense(4, 2), {"weight": pd["fc1.weight"]})
emit_error("load_not_dict", ms.load_param_into_net, dense(4, 3), [1])
emit_error("load_not_cell", ms.load_param_into_net, 3, pd)
emit_error("load_bad_value", ms.load_param_into_net, dense(4, 3), {"weight": 3})
emit_error("save_bad_obj", ms.save_checkpoint, 3, os.path.join(d, "bad.ckpt"))
emit_error("save_bad_append", ms.save_checkpoint, net, os.path.join(d, "bad2.ckpt"), append_dict={"a": [1, 2]})
emit_error("save_bad_append_key", ms.save_checkpoint, net, os.path.join(d, "bad3.ckpt"), append_dict={1: 2})
emit_error("load_dir", ms.load_checkpoint, d)
emit_error("load_bad_ext", ms.load_checkpoint, os.path.join(d, "x.txt"))
emit("files_end", listdir(d))
