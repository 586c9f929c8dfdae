"""official/cv/VIT: ViT built through the zoo's VitConfig (cls pool, VitStem patch reshape/transpose, BatchDense,
Attention with softmax_nz casts, FeedForward GELU, ResidualCell, LayerNorm, origin_head) with a small edict config
(d_model 64, depth 2, 4 heads, mlp 128, patch 16, 2x3x64x64, 10 classes); the dropout/drop-path rates are set to 0
on the VitConfig object (deterministic training steps) and a second net keeps drop_path_rate 0.1 (DropPath layers,
eval mode only); pool='mean' variant; forward (eval), CrossEntropySmooth(smooth 0.1), CrossEntropySmoothMixup,
parameter grads; train.py's path: get_lr('cosine'), get_optimizer('adamw') (the zoo's AdamW: @jit construct,
hyper_map over MultitypeFuncGraph, group params with decay filter + order_params, loss_scale 1024), then
Model(loss_scale_manager=FixedLossScaleManager(1024, False), amp_level="O3") and "O0", trained with LossMonitor."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z32 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from easydict import EasyDict as edict
from src.vit import VitConfig, get_network
from src.cross_entropy import CrossEntropySmooth, CrossEntropySmoothMixup, get_loss
from src.optimizer import get_optimizer
from src.lr_generator import get_lr

H = int(os.environ.get("HW", "64"))
NC = 10

def make(pool="cls", drop=0.0):
    cfg = edict({'d_model': 64, 'depth': 2, 'heads': 4, 'mlp_dim': 128, 'dim_head': 16, 'patch_size': 16,
                 'normalized_shape': 64, 'image_size': H, 'num_classes': NC})
    vc = VitConfig(cfg)
    vc.network_pool = pool
    vc.network_dropout_rate = vc.attention_dropout_rate = vc.feedforward_dropout_rate = 0.0
    vc.head_dropout_rate = 0.0
    vc.body_drop_path_rate = drop
    return vc.network(vc)

x = ms.Tensor(data(2, 3, H, H) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
for tag, kw in (("cls", {}), ("mean", {"pool": "mean"}), ("dp", {"drop": 0.1})):
    net = make(**kw)
    out(tag + "_names", set_weights(net, 0.5))
    net.set_train(False)
    out(tag + "_eval", guard(tag + "_eval", net, x))
loss = CrossEntropySmooth(smooth_factor=0.1, num_classes=NC)
net = make()
set_weights(net, 0.5)
wl = nn.WithLossCell(net, loss)
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
mix = CrossEntropySmoothMixup(smooth_factor=0.1, num_classes=NC)
soft = ms.Tensor(np.eye(NC, dtype=np.float32)[[3, 7]] * 0.8 + np.eye(NC, dtype=np.float32)[[1, 2]] * 0.2)
out("loss_mixup", guard("loss_mixup", nn.WithLossCell(net, mix), x, soft))

args = edict({'label_smooth_factor': 0.1, 'class_num': NC, 'aux_factor': 0.4, 'weight_decay': 0.05,
              'no_weight_decay_filter': "beta,bias", 'gc_flag': 0, 'beta1': 0.9, 'beta2': 0.999, 'loss_scale': 1024})
out("loss_cls", type(get_loss("ce_smooth", args)).__name__)
lr = get_lr(global_step=0, lr_init=0.0, lr_end=0.0, lr_max=0.00355, warmup_epochs=1, total_epochs=3,
            steps_per_epoch=NSTEP, lr_decay_mode="cosine")
out("lr_cosine", lr)
out("lr_poly", get_lr(0, 0.0, 0.0, 0.00355, 1, 3, NSTEP, "poly"))

def dset(k0=0):
    return ds.GeneratorDataset([(data(2, 3, H, H, k=k0 + i) * PERT, np.array([i % 10, (3 * i + 1) % 10], np.int32))
                                for i in range(NSTEP)], ["image", "label"], shuffle=False)
for amp in ("O0", "O3"):
    net = make()
    set_weights(net, 0.5)
    opt, groups = get_optimizer("adamw", net, ms.Tensor(lr, ms.float32), args)
    out(amp + "_groups", [len(g_['params']) for g_ in groups[:2]])
    model = ms.Model(net, loss_fn=get_loss("ce_smooth", args), optimizer=opt,
                     loss_scale_manager=ms.FixedLossScaleManager(1024, drop_overflow_update=False), amp_level=amp)
    train_record(amp + "_losses", model, dset())
    weights(amp + "_weights", net)
