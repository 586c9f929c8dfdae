import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, mint
from _h import case
def base():
    return Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
views = {"getitem_int": lambda t: t[0], "getitem_slice": lambda t: t[1:], "getitem_col": lambda t: t[:, 1],
         "getitem_step": lambda t: t[:, ::2], "view": lambda t: t.view(4, 3), "reshape": lambda t: t.reshape(12),
         "transpose": lambda t: t.transpose(1, 0), "T": lambda t: t.T, "squeeze": lambda t: t.unsqueeze(0).squeeze(0),
         "unsqueeze": lambda t: t.unsqueeze(0), "narrow": lambda t: t.narrow(0, 1, 2), "split": lambda t: t.split(1)[1],
         "chunk": lambda t: t.chunk(3)[2], "select": lambda t: t.select(0, 1), "flatten": lambda t: t.flatten(),
         "ops_transpose": lambda t: ops.transpose(t, (1, 0)), "mint_narrow": lambda t: mint.narrow(t, 0, 1, 2),
         "expand_dims": lambda t: ops.expand_dims(t, 0), "diagonal": lambda t: t.diagonal(), "unbind": lambda t: t.unbind(0)[1],
         "permute": lambda t: t.permute(1, 0), "swapaxes": lambda t: t.swapaxes(0, 1), "view_as": lambda t: t.view_as(Tensor(np.zeros((2, 6), np.float32)))}
mods = {"add_": lambda v: v.add_(1), "setitem": lambda v: v.__setitem__(0, 100.0), "fill_": lambda v: v.fill_(7),
        "copy_": lambda v: v.copy_(ops.ones_like(v)), "zero_": lambda v: v.zero_(), "mul_": lambda v: v.mul_(2), "assign_value": lambda v: v.assign_value(ops.ones_like(v))}
for vn, vf in views.items():
    for mn, mf in mods.items():
        def run(vf=vf, mf=mf):
            t = base(); v = vf(t); mf(v); return t
        case(f"{vn}.{mn}")(run)
