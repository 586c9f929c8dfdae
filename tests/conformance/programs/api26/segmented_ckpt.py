"""ms.load_segmented_checkpoints: every *.ckpt file of a directory read by load_checkpoint, merged (and loaded into
a net when given); its argument checks."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit
from _api26_util import call

MODES = ("pynative",)
d = tempfile.mkdtemp()
net = nn.Dense(2, 3, weight_init="ones", bias_init="zeros")
ms.save_checkpoint([{"name": "weight", "data": net.weight}], os.path.join(d, "part0.ckpt"))
ms.save_checkpoint([{"name": "bias", "data": ms.Tensor(np.arange(3, dtype=np.float32))}], os.path.join(d, "part1.ckpt"))
with open(os.path.join(d, "notes.txt"), "w") as f:
    f.write("not a checkpoint")
params = ms.load_segmented_checkpoints(d)
emit("keys", sorted(params))
emit("values", [params["weight"].asnumpy(), params["bias"].asnumpy()])
target = nn.Dense(2, 3, weight_init="zeros", bias_init="ones")
ms.load_segmented_checkpoints(d, target)
emit("loaded_into_net", [target.weight.asnumpy(), target.bias.asnumpy()])
call("choice_func_empty_file", ms.load_segmented_checkpoints, d, choice_func=lambda name: name == "bias")
emit("choice_func", sorted(ms.load_segmented_checkpoints(d, choice_func=lambda name: name in ("bias", "weight"))))
emit("empty_dir", ms.load_segmented_checkpoints(tempfile.mkdtemp()))
call("not_str", ms.load_segmented_checkpoints, 1)
call("missing_dir", ms.load_segmented_checkpoints, os.path.join(d, "nope"))
call("file_not_dir", ms.load_segmented_checkpoints, os.path.join(d, "notes.txt"))
