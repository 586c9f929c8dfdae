"""save_checkpoint's append_dict: a key that names a saved Parameter replaces its value where it stood (MindSpore
2.10 writes one entry); a numpy.float64 value is saved as Float64 (a Python float as Float32); crc_check that is
no bool is a ValueError; a complex64 Tensor is written into a .ckpt, and reading the file back is a ValueError; a string in a
safetensors save is the safetensors package's error, and no file is written."""
import os
import tempfile

import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor
from _conf import emit, emit_error

d = tempfile.mkdtemp()
net = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
p = os.path.join(d, "clash.ckpt")
ms.save_checkpoint(net, p, append_dict={"weight": 7, "z": 2})
back = ms.load_checkpoint(p)
emit("clash_keys", list(back))
emit("clash_weight", back["weight"])
emit("clash_z", back["z"])

p2 = os.path.join(d, "clash_bias.ckpt")
ms.save_checkpoint(net, p2, append_dict={"bias": 0.5})
back = ms.load_checkpoint(p2)
emit("clash_bias", [(k, str(v.dtype), v.shape) for k, v in back.items()])

p3 = os.path.join(d, "list.ckpt")
ms.save_checkpoint([{"name": "a", "data": Tensor(np.array([1.0, 2.0], np.float32))}], p3, append_dict={"a": 2})
emit("clash_list", [(k, str(v.dtype), v.asnumpy().tolist()) for k, v in ms.load_checkpoint(p3).items()])

p4 = os.path.join(d, "f64.ckpt")
ms.save_checkpoint(net, p4, append_dict={"a": np.float64(1.5), "b": 1.5, "c": True, "d": 2 ** 40})
emit("append_dtypes", [(k, str(v.dtype), v.asnumpy().tolist()) for k, v in ms.load_checkpoint(p4).items()
                       if k in "abcd"])

emit_error("crc_check_int", ms.save_checkpoint, net, os.path.join(d, "crc.ckpt"), crc_check=1)
emit_error("crc_check_str", ms.save_checkpoint, net, os.path.join(d, "crc2.ckpt"), crc_check="yes")
emit_error("complex64_ckpt", ms.save_checkpoint, [{"name": "c", "data": Tensor(np.array([1 + 2j], np.complex64))}],
           os.path.join(d, "c.ckpt"))
emit_error("complex64_ckpt_load", ms.load_checkpoint, os.path.join(d, "c.ckpt"))

# a string in a safetensors save: MindSpore passes it on to the safetensors package, which refuses it; no file
sf = os.path.join(d, "s.safetensors")
emit_error("safetensors_append_str", ms.save_checkpoint, net, sf, format="safetensors", append_dict={"tag": "abc"})
emit("safetensors_append_str_no_file", os.path.exists(sf))
emit_error("safetensors_append_int", ms.save_checkpoint, net, os.path.join(d, "i.safetensors"), format="safetensors",
           append_dict={"n": 3})
