"""ms.ckpt_to_safetensors / ms.safetensors_to_ckpt of a directory print MindSpore 2.10's progress bar, one update a
converted file (``\\r12.5%|█████---...|[00:00:00<00:00:00]``, a newline after the last); a single file prints
nothing.  msgraph printed nothing (st/ops/test_ckpt_safetensors_transform.py's output, session 51's printed-output
sweep).
"""
import io
import os
import shutil
import sys
import tempfile

import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor
from _conf import emit


def printed(fn):
    """What ``fn`` prints, through a TextIOWrapper (MindSpore's bar calls sys.stdout.reconfigure, which a StringIO
    lacks: its AttributeError there is MindSpore's)."""
    raw = io.BytesIO()
    wrapper = io.TextIOWrapper(raw, encoding="ascii", errors="replace")
    saved, sys.stdout = sys.stdout, wrapper
    try:
        fn()
        wrapper.flush()
        text = raw.getvalue().decode("utf-8")
    finally:
        sys.stdout = saved
        wrapper.detach()
    return text


root = tempfile.mkdtemp()
try:
    src = os.path.join(root, "ckpts")
    for r in range(3):
        os.makedirs(os.path.join(src, f"rank{r}"))
        ms.save_checkpoint([{"name": "w", "data": Parameter(Tensor(np.arange(4, dtype=np.float32) + r), name="w")}],
                           os.path.join(src, f"rank{r}", f"net_{r}.ckpt"))
    out = os.path.join(root, "st")
    emit("ckpt_to_safetensors dir", printed(lambda: ms.ckpt_to_safetensors(file_path=src, save_path=out)))
    emit("files", sorted(os.listdir(os.path.join(out, "rank1"))))
    back = os.path.join(root, "back")
    emit("safetensors_to_ckpt dir", printed(lambda: ms.safetensors_to_ckpt(file_path=out, save_path=back)))
    emit("values", ms.load_checkpoint(os.path.join(back, "rank2", "net_2.ckpt"))["w"])
    single = os.path.join(root, "single")
    emit("ckpt_to_safetensors file", printed(lambda: ms.ckpt_to_safetensors(
        file_path=os.path.join(src, "rank0", "net_0.ckpt"), save_path=single)))
finally:
    shutil.rmtree(root, ignore_errors=True)
