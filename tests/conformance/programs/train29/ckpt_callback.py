"""ModelCheckpoint in Model.train over a GeneratorDataset: the files it writes (prefix, directory created, the
_1/_2 prefix variants of a second and third callback, -graph.meta, keep_checkpoint_max, save_checkpoint_steps across
epochs, keep_checkpoint_per_n_minutes, append_info, exception_save, integrated_save, async), the latest file name and
the values saved."""
import os
import tempfile

import numpy as np

import mindspore as ms
from mindspore.train import CheckpointConfig, ModelCheckpoint, Callback
from _conf import emit
from _train29_util import cls_data, cls_model, listdir

base = tempfile.mkdtemp()


def run(name, epochs=2, batch=4, sink=False, sink_size=-1, **cfg):
    d = os.path.join(base, name)
    prefix = cfg.pop("prefix", "net")
    net, model = cls_model()
    cb = ModelCheckpoint(prefix=prefix, directory=d, config=CheckpointConfig(**cfg))
    model.train(epochs, cls_data(batch), callbacks=[cb], dataset_sink_mode=sink, sink_size=sink_size)
    return d, cb, net


d, cb, net = run("steps1", save_checkpoint_steps=1, keep_checkpoint_max=4)
emit("steps1_files", listdir(d))
emit("steps1_latest", os.path.basename(cb.latest_ckpt_file_name))
emit("steps1_latest_weight", ms.load_checkpoint(cb.latest_ckpt_file_name)["weight"], rtol=1e-5)

d, cb, net = run("steps4", epochs=3, save_checkpoint_steps=4, keep_checkpoint_max=10)
emit("steps4_across_epochs", listdir(d))

d, cb, net = run("sink", epochs=3, sink=True, save_checkpoint_steps=2, keep_checkpoint_max=10)
emit("sink_files", listdir(d))
d, cb, net = run("sink_size", epochs=3, batch=2, sink=True, sink_size=2, save_checkpoint_steps=1, keep_checkpoint_max=20)
emit("sink_size_files", listdir(d))

d, cb, net = run("max0", save_checkpoint_steps=2, keep_checkpoint_max=0, keep_checkpoint_per_n_minutes=1)
emit("per_n_minutes_files", listdir(d))

d, cb, net = run("append", epochs=1, save_checkpoint_steps=3, append_info=["epoch_num", "step_num", {"lr": 0.5, "name": "x"}])
back = ms.load_checkpoint(cb.latest_ckpt_file_name)
emit("append_info_keys", list(back))
emit("append_info_values", [(k, back[k].asnumpy().tolist() if hasattr(back[k], "asnumpy") else back[k])
                            for k in ("epoch_num", "step_num", "lr", "name")])
emit("append_info_dtypes", [str(back[k].dtype) for k in ("epoch_num", "step_num", "lr")])

d, cb, net = run("async", epochs=1, save_checkpoint_steps=1, async_save=True, keep_checkpoint_max=2)
emit("async_files", listdir(d))

d, cb, net = run("nograph", epochs=1, save_checkpoint_steps=3, saved_network=None, integrated_save=False,
                 exception_save=True)
emit("exception_save_files", listdir(d))

# the same prefix in one directory: _1, _2 variants
d = os.path.join(base, "same")
names = []
for i in range(3):
    net, model = cls_model()
    cb = ModelCheckpoint(prefix="p", directory=d, config=CheckpointConfig(save_checkpoint_steps=3, keep_checkpoint_max=2))
    model.train(1, cls_data(), callbacks=[cb])
    names.append(os.path.basename(cb.latest_ckpt_file_name))
emit("same_prefix_latest", names)
emit("same_prefix_files", listdir(d))

# one callback object used for two train calls
d = os.path.join(base, "reuse")
net, model = cls_model()
cb = ModelCheckpoint(prefix="r", directory=d, config=CheckpointConfig(save_checkpoint_steps=3))
model.train(1, cls_data(), callbacks=[cb])
model.train(1, cls_data(), callbacks=[cb])
emit("reused_callback_files", listdir(d))

class Saver(Callback):
    def __init__(self):
        super().__init__()
        self.seen = []

    def on_train_step_end(self, rc):
        cb = rc.original_args()
        self.seen.append((cb.cur_step_num, cb.get("last_save_ckpt_step"), os.path.basename(cb.get("latest_ckpt_file") or "")))


d = os.path.join(base, "fields")
net, model = cls_model()
s = Saver()
model.train(1, cls_data(2), callbacks=[ModelCheckpoint("f", d, CheckpointConfig(save_checkpoint_steps=2)), s])
emit("ckpt_cb_params", s.seen)
