"""research/cv/lenet, train.py and eval.py run as written: MNIST idx files written to a temporary folder (train/ and
test/, 48 + 16 images each, deterministic patterns, labels the images' class pattern), the zoo's config
(src/model_utils/config.py from default_config.yaml; data_path, ckpt_path, device_target CPU, epoch_size 2,
batch_size 16, save_checkpoint_steps 4 set on it), then train.train_lenet(): set_seed(1) at import, LeNet5 with its
random initializers (Normal(0.02) Dense weights, default Conv2d init), create_dataset (MnistDataset shuffle=True,
TypeCast, Resize LINEAR, Rescale, HWC2CHW, batch drop_remainder), nn.Momentum, Model(net, loss, opt,
metrics={"Accuracy"}), model.train(dataset_sink_mode=True) with TimeMonitor, ModelCheckpoint and LossMonitor (printed
lines kept, timings dropped), then eval.eval_lenet() (load_checkpoint / load_param_into_net / model.eval) on the last
checkpoint, and the zoo's dataset itself (label order of two epochs, first batch).  Both scripts set GRAPH_MODE
themselves; ZMODE=pynative replaces train / eval's context.set_context by one that ignores mode (the same flow in
PyNative)."""
import os, sys, io, re, tempfile, struct, contextlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
import mindspore.context as msctx

root = tempfile.mkdtemp(prefix="zoo51_lenet_")
def write_mnist(folder, prefix, n, k):
    os.makedirs(folder, exist_ok=True)
    lab = ((np.arange(n) * 7 + k) % 10).astype(np.uint8)
    yy, xx = np.mgrid[0:28, 0:28]
    imgs = np.zeros((n, 28, 28), np.uint8)
    for i in range(n):
        c = lab[i]
        base = 127 + 120 * np.sin(xx * (0.2 + 0.05 * c) + yy * 0.1 * (c % 3) + 0.3 * i)
        imgs[i] = np.clip(base + 20 * np.cos(0.7 * i + yy), 0, 255).astype(np.uint8)
    with open(os.path.join(folder, prefix + "-images-idx3-ubyte"), "wb") as f:
        f.write(struct.pack(">IIII", 2051, n, 28, 28)); f.write(imgs.tobytes())
    with open(os.path.join(folder, prefix + "-labels-idx1-ubyte"), "wb") as f:
        f.write(struct.pack(">II", 2049, n)); f.write(lab.tobytes())
for sub, k in (("train", 0), ("test", 3)):
    write_mnist(os.path.join(root, sub), "train", 48, k)
    write_mnist(os.path.join(root, sub), "t10k", 16, k + 1)

import train as zoo_train
import eval as zoo_eval
from src.model_utils.config import config
from src.dataset import create_dataset
if MODE == "pynative":
    class _Ctx:
        def __getattr__(self, k):
            return getattr(msctx, k)
        def set_context(self, **kw):
            kw.pop("mode", None)
            if kw:
                msctx.set_context(**kw)
    zoo_train.context = zoo_eval.context = _Ctx()
config.data_path = root
config.ckpt_path = os.path.join(root, "ckpt")
config.device_target = "CPU"
config.epoch_size = 2
config.batch_size = 16
config.save_checkpoint_steps = 4
config.keep_checkpoint_max = 3

d = create_dataset(os.path.join(root, "train"), 16, 1)
ep = [[b["label"].asnumpy() for b in d.create_dict_iterator(num_epochs=1)] for _ in range(2)]
out("ds_labels", ep)
first = next(d.create_tuple_iterator(num_epochs=1))
out("ds_first", [first[0], first[1]])
ms.set_seed(1)
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    guard("train", zoo_train.train_lenet)
text = buf.getvalue()
print(text)
out("train_print", [l for l in text.splitlines() if "loss is" in l])
out("ckpt_files", sorted(os.listdir(config.ckpt_path)) if os.path.isdir(config.ckpt_path) else None)
ck = sorted(f for f in os.listdir(config.ckpt_path) if f.endswith(".ckpt")) if os.path.isdir(config.ckpt_path) else []
if ck:
    last = max(ck, key=lambda f: os.path.getmtime(os.path.join(config.ckpt_path, f)))
    out("ckpt_last", last)
    pd = ms.load_checkpoint(os.path.join(config.ckpt_path, last))
    out("ckpt_params", {k: v.asnumpy() for k, v in pd.items()})
    config.ckpt_path = os.path.join(config.ckpt_path, last)
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        guard("eval", zoo_eval.eval_lenet)
    text = buf.getvalue()
    print(text)
    out("eval_print", [l for l in text.splitlines() if "Accuracy" in l and "=====" in l])
