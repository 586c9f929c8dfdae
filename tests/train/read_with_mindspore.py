"""Run with real MindSpore 2.10: read msgraph's files (ckpt_interop.py) and record what MindSpore sees."""
import json
import os
import sys

import mindspore as ms
import mindspore.nn as nn

d = sys.argv[1]
out = {"mindspore_version": ms.__version__}
for name, fmt, kw in (("msgraph_written.ckpt", "ckpt", {}), ("msgraph_written.safetensors", "safetensors", {}),
                      ("msgraph_written_crc.ckpt", "ckpt", {"crc_check": True})):
    loaded = ms.load_checkpoint(os.path.join(d, name), format=fmt, **kw)
    rec = {}
    for k, v in loaded.items():
        if isinstance(v, str):
            rec[k] = {"str": v}
        else:
            rec[k] = {"dtype": str(v.dtype), "shape": list(v.shape), "value": v.asnumpy().tolist()}
    out[name] = rec
net = nn.Dense(3, 2)
out["load_param_into_net"] = [list(x) for x in ms.load_param_into_net(
    net, ms.load_checkpoint(os.path.join(d, "msgraph_written.ckpt"), filter_prefix=["half", "double", "count",
                            "small", "bytes", "flags", "scalar", "epoch_num", "lr", "done"]))]
out["dense_weight_after_load"] = net.weight.asnumpy().tolist()
with open(os.path.join(d, "msgraph_written_read_by_mindspore.json"), "w") as f:
    json.dump(out, f, indent=1)
print("recorded", sorted(out))
