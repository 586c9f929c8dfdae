"""load_checkpoint(format="safetensors") returns Parameters keyed by the tensors' names but left unnamed
('Parameter#N'), unlike the .ckpt reader, whose Parameters carry their key; loading them into a net by key works."""
import os
import tempfile

import numpy as np

import mindspore as ms
import mindspore.nn as nn
from _conf import emit

d = tempfile.mkdtemp()
net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
ps = os.path.join(d, "n.safetensors")
pc = os.path.join(d, "n.ckpt")
ms.save_checkpoint(net, ps, format="safetensors")
ms.save_checkpoint(net, pc)
sf = ms.load_checkpoint(ps, format="safetensors")
ck = ms.load_checkpoint(pc)
emit("safetensors_keys", list(sf))
emit("safetensors_names_auto", [v.name.startswith("Parameter#") and v.name != k for k, v in sf.items()])
emit("ckpt_names", [v.name for v in ck.values()])
net2 = nn.Dense(3, 2, weight_init="zeros", bias_init="ones")
emit("safetensors_into_net", ms.load_param_into_net(net2, sf))
emit("safetensors_loaded", [(p.name, p.asnumpy().tolist()) for p in net2.get_parameters()])
