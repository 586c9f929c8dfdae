"""What a custom callback meets in run_context.original_args(): a missing field is a KeyError (so getattr with a
default and hasattr raise too, as MindSpore's dict-based InternalCallbackParam), the fields at on_train_begin and
step begin; Model.train/fit take a tuple of callbacks; ModelCheckpoint's directory checks (a file, a blank string, a
non-string); EarlyStopping / ReduceLROnPlateau verbose lines."""
import os
import tempfile

from mindspore.train import (Accuracy, Callback, EarlyStopping, Loss, LossMonitor, ModelCheckpoint,
                             ReduceLROnPlateau)
from _conf import emit, emit_error, emit_stdout
from _train29_util import cls_data, cls_model


class Probe(Callback):
    def __init__(self):
        super().__init__()
        self.seen = {}

    def on_train_begin(self, rc):
        cb = rc.original_args()
        for name, fn in (("missing_attr", lambda: cb.nope), ("missing_key", lambda: cb["nope"]),
                         ("getattr_default", lambda: getattr(cb, "nope", None)), ("hasattr", lambda: hasattr(cb, "x")),
                         ("cur_epoch_at_begin", lambda: cb.cur_epoch_num)):
            try:
                self.seen[name] = ("ok", fn())
            except Exception as e:  # noqa: BLE001
                self.seen[name] = ("raised", type(e).__name__)
        self.seen["begin_fields"] = (cb.cur_step_num, cb.batch_num, cb.epoch_num, cb.mode, cb.dataset_sink_mode,
                                     "net_outputs" in cb, type(cb.train_network).__name__, type(cb.network).__name__)

    def on_train_step_begin(self, rc):
        cb = rc.original_args()
        self.seen.setdefault("step_begin", []).append(
            (cb.cur_step_num, type(cb.get("net_outputs")).__name__,
             [(t.shape, str(t.dtype)) for t in cb.train_dataset_element]))


net, model = cls_model()
p = Probe()
model.train(1, cls_data(6), callbacks=[p])
for k in sorted(p.seen):
    emit(k, p.seen[k])

net, model = cls_model()
emit_stdout("train_callbacks_tuple", model.train, 1, cls_data(), callbacks=(LossMonitor(),))
net, model = cls_model(metrics={"acc": Accuracy()})
emit_stdout("fit_callbacks_tuple", model.fit, 1, cls_data(), cls_data(12), callbacks=(LossMonitor(),))
net, model = cls_model(metrics={"acc": Accuracy()})
emit_error("eval_callbacks_tuple", model.eval, cls_data(), callbacks=(LossMonitor(),))

d = tempfile.mkdtemp()
open(os.path.join(d, "afile"), "w").close()
emit_error("directory_is_file", ModelCheckpoint, "x", os.path.join(d, "afile"))
emit_error("directory_blank", ModelCheckpoint, "x", "  ")
emit_error("directory_not_str", ModelCheckpoint, "x", 3)

net, model = cls_model(lr=0.5, metrics={"acc": Accuracy()})
es = EarlyStopping(monitor="acc", mode="max", patience=0, verbose=True, restore_best_weights=True)
emit_stdout("early_stop_verbose", model.fit, 4, cls_data(), cls_data(12), callbacks=[es])
emit("early_stop_restored", net.weight, rtol=1e-5)
net, model = cls_model(lr=0.5, metrics={"acc": Accuracy(), "loss": Loss()})
emit_stdout("reduce_lr_verbose", model.fit, 3, cls_data(), cls_data(12),
            callbacks=[ReduceLROnPlateau(monitor="eval_loss", patience=0, verbose=True, factor=0.5)])
net, model = cls_model(lr=0.5)
emit_stdout("reduce_lr_on_loss_verbose", model.train, 3, cls_data(),
            callbacks=[ReduceLROnPlateau(monitor="loss", patience=0, verbose=True, factor=0.5)])
