"""official/cv/Efficientnet/efficientnet-b0: efficientnet_b0(num_classes=10) as train.py's _create_net builds it
(HSwish act, SE blocks with ReduceMean + Sigmoid gate, depthwise Conv2d(group=C, pad same), _fused_bn momentum 0.1
eps 1e-4, arch strings decoded by _decode_arch_def) at 2x3x32x32: forward (eval), training-mode forward with
drop_connect 0.2 (the zoo creates a DropConnect Cell inside construct: shape only, P.Dropout is random), the zoo's
LabelSmoothingCrossEntropy with add_flags_recursive(fp32=True, fp16=False), parameter grads, train.py's get_lr
(warmup + 0.97 decay every 2.4 epochs), RMSProp(decay 0.9, momentum 0.9, eps 1e-4, weight_decay 1e-5,
loss_scale 1024) and SGD branches in Model(loss_scale_manager=FixedLossScaleManager(1024, False), amp_level O0,
metrics Loss/Top1/Top5) with the zoo's EvalCallBack(eval_per_epoch=1), drop rates 0 for determinism."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z33 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.efficientnet import efficientnet_b0
from src.loss import LabelSmoothingCrossEntropy
from src.callbacks import EvalCallBack
import importlib.util
spec = importlib.util.spec_from_file_location("ztrain_lr", "train.py")
src_train = open("train.py").read()
ns = {}
exec(compile("import math\nimport numpy as np\n" + src_train[src_train.index("def get_lr("):src_train.index("def _create_net")],
             "train.py", "exec"), ns)
get_lr = ns["get_lr"]

H = int(os.environ.get("HW", "32"))
x = ms.Tensor(data(2, 3, H, H) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
net = efficientnet_b0(num_classes=10, cfg=None, drop_rate=0.2, drop_connect_rate=0.2, global_pool="avg", bn_tf=False)
out("names", set_weights(net, 0.5))
net.set_train(False)
out("eval", guard("eval", net, x))
net.set_train(True)
r = guard("train_dc", net, x)
out("train_dc_shape", None if r is None else tuple(r.shape))
loss = LabelSmoothingCrossEntropy(smooth_factor=0.1, num_classes=10)
loss.add_flags_recursive(fp32=True, fp16=False)
net = efficientnet_b0(num_classes=10, cfg=None, drop_rate=0.0, drop_connect_rate=0.0, global_pool="avg", bn_tf=False)
set_weights(net, 0.5)
wl = nn.WithLossCell(net, loss)
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
out("lr", get_lr(base_lr=2e-4, total_epochs=8, steps_per_epoch=2, decay_steps=2.4, decay_rate=0.97, warmup_steps=5,
                 warmup_lr_init=1e-4, global_epoch=0))

def dset(k0=0, n=NSTEP):
    return ds.GeneratorDataset([(data(2, 3, H, H, k=k0 + i) * PERT, np.array([i % 10, (3 * i + 1) % 10], np.int32))
                                for i in range(n)], ["image", "label"], shuffle=False)
for opt_name in ("rmsprop", "sgd"):
    net = efficientnet_b0(num_classes=10, cfg=None, drop_rate=0.0, drop_connect_rate=0.0, global_pool="avg", bn_tf=False)
    set_weights(net, 0.5)
    lr = ms.Tensor(get_lr(base_lr=2e-4, total_epochs=4, steps_per_epoch=NSTEP, decay_steps=2.4, decay_rate=0.97,
                          warmup_steps=1, warmup_lr_init=1e-4, global_epoch=0))
    if opt_name == "rmsprop":
        opt = nn.RMSProp(net.trainable_params(), learning_rate=lr, decay=0.9, weight_decay=1e-5, momentum=0.9,
                         epsilon=1e-4, loss_scale=1024)
    else:
        opt = nn.SGD(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=1e-5, loss_scale=1024)
    loss = LabelSmoothingCrossEntropy(smooth_factor=0.1, num_classes=10)
    loss.add_flags_recursive(fp32=True, fp16=False)
    model = ms.Model(net, loss, opt, loss_scale_manager=ms.FixedLossScaleManager(1024, drop_overflow_update=False),
                     amp_level="O0", metrics={'Loss': nn.Loss(), 'Top1-Acc': nn.Top1CategoricalAccuracy(),
                                              'Top5-Acc': nn.Top5CategoricalAccuracy()})
    log = {"Epoch": [], "Val_Loss": [], "Val_Top1-Acc": [], "Val_Top5-Acc": []}
    seen = []
    class Rec(ms.train.Callback):
        def step_end(self, rc):
            seen.append(rc.original_args().net_outputs)
    guard(opt_name + "_train", model.train, 2, dset(), callbacks=[ms.train.LossMonitor(1), Rec(),
          EvalCallBack(model, dset(9, 1), eval_per_epoch=1, eval_log=log)], dataset_sink_mode=False)
    out(opt_name + "_losses", seen)
    out(opt_name + "_log", log)
    weights(opt_name + "_w", net)
