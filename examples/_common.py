"""Helpers shared by the examples: optional dependencies, the digits data set, modes, timing.

The examples import this file as ``_common`` (Python puts the script's folder on
``sys.path``), so run them as ``python examples/NAME.py`` from anywhere.
"""
from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from typing import Any, Dict, Iterable, List, Optional, Sequence

import numpy as np

import msgraph as ms

INSTALL_HINT = 'pip install -e ".[examples]"   (from the msgraph checkout; or: pip install scikit-learn matplotlib tqdm)'

_PIP_NAMES = {"sklearn": "scikit-learn"}
MODES = {"pynative": ms.PYNATIVE_MODE, "graph": ms.GRAPH_MODE}
MODE_TITLES = {"pynative": "PyNative", "graph": "Graph"}


# ---------------------------------------------------------------------------------------------
# optional dependencies
# ---------------------------------------------------------------------------------------------
def require(*modules: str, example: str = "") -> List[Any]:
    """Import the named modules, or exit with a message telling how to install them."""
    loaded, missing = [], []
    for name in modules:
        try:
            loaded.append(importlib.import_module(name))
        except ImportError:
            missing.append(name)
    if missing:
        who = f"{example} needs" if example else "this example needs"
        names = sorted({_PIP_NAMES.get(m.split(".")[0], m.split(".")[0]) for m in missing})
        sys.stderr.write(
            f"\n{who} {', '.join(names)}, part of msgraph's optional 'examples' extra.\n"
            f"Install it with:\n\n    {INSTALL_HINT}\n\n")
        sys.exit(2)
    return loaded


def note_missing(*modules: str) -> None:
    """Say which optional niceties are missing (the example still runs without them)."""
    what = {"tqdm": "plain progress lines instead of a progress bar",
            "matplotlib": "no loss-curve plot"}
    for name in modules:
        if optional(name) is None:
            print(f"({_PIP_NAMES.get(name, name)} is not installed: {what.get(name, 'skipped')}; "
                  f"for the full example: {INSTALL_HINT})", flush=True)


def optional(name: str) -> Optional[Any]:
    """Import a module if it is installed, else None (the example then does without it)."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


# ---------------------------------------------------------------------------------------------
# command line
# ---------------------------------------------------------------------------------------------
def parser(description: str, default_mode: str = "both") -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--mode", choices=("pynative", "graph", "both"), default=default_mode,
                   help="execution mode(s) to run (default: %(default)s)")
    return p


def modes_of(arg: str) -> List[str]:
    return ["pynative", "graph"] if arg == "both" else [arg]


# ---------------------------------------------------------------------------------------------
# data: scikit-learn's 8x8 handwritten digits, made MNIST-sized
# ---------------------------------------------------------------------------------------------
def load_digits_28x28(test_size: float = 0.2, seed: int = 0, limit: Optional[int] = None):
    """scikit-learn's digits (1,797 images of 8x8 pixels, 16 grey levels, shipped inside the package).

    Each image is **upsampled 3x by pixel repetition (nearest neighbour) to 24x24 and zero-padded
    by 2 pixels on every side to 28x28**, the MNIST layout the seeds' 784-input MLP expects (MNIST
    also centres its digits in a 20x20 box inside the 28x28 frame).  Pixels are scaled to [0, 1].
    Returns ``x_train, x_test, y_train, y_test`` with x of shape (N, 1, 28, 28) float32 and
    y of shape (N,) int32; the split is stratified and fixed by ``seed``.
    """
    (datasets, model_selection) = require("sklearn.datasets", "sklearn.model_selection", example="the digits data")
    digits = datasets.load_digits()
    x = digits.images.astype(np.float32) / 16.0                      # (N, 8, 8) in [0, 1]
    x = np.repeat(np.repeat(x, 3, axis=1), 3, axis=2)                 # (N, 24, 24)
    x = np.pad(x, ((0, 0), (2, 2), (2, 2)))[:, None]                  # (N, 1, 28, 28)
    y = digits.target.astype(np.int32)
    x_tr, x_te, y_tr, y_te = model_selection.train_test_split(
        x, y, test_size=test_size, random_state=seed, stratify=y)
    if limit is not None:
        x_tr, y_tr = x_tr[:limit], y_tr[:limit]
    return x_tr, x_te, y_tr, y_te


def batches(n: int, batch_size: int, rng: np.random.Generator) -> List[np.ndarray]:
    """Shuffled index batches of exactly ``batch_size`` (the last partial batch is dropped, so
    Graph mode compiles the training step once: a new input shape means a new compile)."""
    perm = rng.permutation(n)
    return [perm[i:i + batch_size] for i in range(0, n - batch_size + 1, batch_size)]


# ---------------------------------------------------------------------------------------------
# progress and timing
# ---------------------------------------------------------------------------------------------
class Progress:
    """A tqdm bar showing loss and throughput; plain periodic lines when tqdm is not installed."""

    def __init__(self, total: int, desc: str, enabled: bool = True):
        self.tqdm = optional("tqdm") if enabled else None
        self.total, self.desc, self.n, self.enabled = total, desc, 0, enabled
        self.t0 = time.perf_counter()
        self.bar = self.tqdm.tqdm(total=total, desc=desc, unit="step", leave=True,
                                  dynamic_ncols=True, mininterval=0.25) if self.tqdm else None

    def update(self, loss: float, samples_per_s: float) -> None:
        self.n += 1
        if self.bar is not None:
            self.bar.set_postfix(loss=f"{loss:.4f}", samples_s=f"{samples_per_s:,.0f}", refresh=False)
            self.bar.update(1)
        elif self.enabled and (self.n % max(1, self.total // 5) == 0 or self.n == self.total):
            print(f"  {self.desc}: step {self.n}/{self.total}  loss {loss:.4f}  {samples_per_s:,.0f} samples/s",
                  flush=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


class StepTimer:
    """Wall time of each training step; the first one includes Graph mode's compile."""

    def __init__(self) -> None:
        self.times: List[float] = []

    def __call__(self, fn, *args):
        t0 = time.perf_counter()
        out = fn(*args)
        self.times.append(time.perf_counter() - t0)
        return out

    @property
    def recent(self) -> float:
        """Mean time of the last (up to 20) steps, for the progress bar's samples/s."""
        last = self.times[-20:]
        return sum(last) / len(last)

    @property
    def first(self) -> float:
        return self.times[0] if self.times else float("nan")

    @property
    def steady(self) -> float:
        """Median time of a step after the first (robust to a busy machine)."""
        rest = self.times[1:] or self.times
        return statistics.median(rest) if rest else float("nan")

    @property
    def steps_per_s(self) -> float:
        return 1.0 / self.steady if self.steady > 0 else float("inf")

    @property
    def compile_estimate(self) -> float:
        """First step minus a steady step: the time the first call spent compiling."""
        return max(0.0, self.first - self.steady)


def print_table(rows: Sequence[Dict[str, Any]], columns: Sequence[tuple]) -> None:
    """Print a small aligned table; ``columns`` holds (key, title, format) triples."""
    cells = [[title for _, title, _ in columns]]
    for r in rows:
        cells.append([("-" if r.get(k) is None else fmt.format(r[k])) for k, _, fmt in columns])
    widths = [max(len(row[i]) for row in cells) for i in range(len(columns))]
    for i, row in enumerate(cells):
        print("  ".join(c.ljust(w) if j == 0 else c.rjust(w) for j, (c, w) in enumerate(zip(row, widths))))
        if i == 0:
            print("  ".join("-" * w for w in widths))


def compare_curves(curves: Dict[str, Sequence[float]], first: Optional[int] = None) -> Optional[float]:
    """Largest absolute difference between the PyNative and Graph loss curves (over the first
    ``first`` steps, or all of them), if both modes ran."""
    if "pynative" not in curves or "graph" not in curves:
        return None
    a, b = np.asarray(curves["pynative"]), np.asarray(curves["graph"])
    n = min(len(a), len(b), first if first is not None else len(a))
    return float(np.max(np.abs(a[:n] - b[:n]))) if n else 0.0


def plot_losses(curves: Dict[str, Sequence[float]], path: str, title: str,
                step_times: Optional[Dict[str, Sequence[float]]] = None) -> Optional[str]:
    """Save the loss curves of the modes that ran as a PNG (matplotlib's Agg backend).

    With ``step_times`` a second panel shows the elapsed training time against the step: the
    Graph curve starts with the compile (a jump at step 1), then rises more slowly.
    """
    matplotlib = optional("matplotlib")
    if matplotlib is None:
        return None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = 2 if step_times else 1
    fig, axes = plt.subplots(1, panels, figsize=(6.5 * panels, 4), dpi=110, squeeze=False)
    styles = {"pynative": dict(color="tab:blue", lw=2.5, alpha=0.55),
              "graph": dict(color="tab:orange", lw=1.2, ls="--")}
    ax = axes[0][0]
    for mode, losses in curves.items():
        ax.plot(np.arange(1, len(losses) + 1), losses, label=MODE_TITLES[mode], **styles[mode])
    ax.set_xlabel("training step")
    ax.set_ylabel("loss (softmax cross-entropy)")
    ax.set_yscale("log")
    ax.set_title(title)
    ax.grid(True, alpha=0.3)
    ax.legend()
    if step_times:
        ax = axes[0][1]
        for mode, times in step_times.items():
            ax.plot(np.arange(1, len(times) + 1), np.cumsum(times), label=MODE_TITLES[mode],
                    color=styles[mode]["color"], lw=1.8)
        ax.set_xlabel("training step")
        ax.set_ylabel("elapsed training time (s)")
        ax.set_title("wall time (Graph: compile on step 1, then faster steps)", fontsize=10)
        ax.grid(True, alpha=0.3)
        ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return path


def accuracy(logits: Any, labels: np.ndarray) -> float:
    return float((logits.asnumpy().argmax(axis=1) == labels).mean())


def train_digits(name: str, make_net, args, opt_factory, x_tr, x_te, y_tr, y_te) -> Dict[str, Any]:
    """Train ``make_net()`` with ``nn.TrainOneStepCell`` in each requested mode on the same data.

    Every mode starts from the same seed, so it gets the same initial weights and batch order:
    the loss curves must agree.  Returns per-mode rows for the table plus the loss curves.
    """
    import msgraph.nn as nn

    rows, curves, times = [], {}, {}
    for mode in modes_of(args.mode):
        ms.set_context(mode=MODES[mode])
        ms.set_seed(args.seed)
        net = make_net()
        loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        opt = opt_factory(net.trainable_params())
        train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
        rng = np.random.default_rng(args.seed)
        timer, losses = StepTimer(), []
        epoch_batches = [batches(len(x_tr), args.batch_size, rng) for _ in range(args.epochs)]
        total = sum(len(b) for b in epoch_batches)
        bar = Progress(total, f"{name} [{MODE_TITLES[mode]}]", enabled=not args.no_progress)
        t_start = time.perf_counter()
        for epoch, idxs in enumerate(epoch_batches, 1):
            for idx in idxs:
                xb, yb = ms.Tensor(x_tr[idx]), ms.Tensor(y_tr[idx])
                loss = float(timer(train_step, xb, yb).asnumpy())
                losses.append(loss)
                bar.update(loss, args.batch_size / timer.recent)
        train_time = time.perf_counter() - t_start
        bar.close()
        t0 = time.perf_counter()
        acc = accuracy(net(ms.Tensor(x_te)), y_te)
        eval_time = time.perf_counter() - t0
        print(f"[{MODE_TITLES[mode]}] {args.epochs} epoch(s), {total} steps in {train_time:.2f} s; "
              f"final loss {np.mean(losses[-10:]):.4f}; test accuracy {acc * 100:.2f}% "
              f"({len(y_te)} test images)", flush=True)
        rows.append(dict(mode=MODE_TITLES[mode], steps_s=timer.steps_per_s,
                         samples_s=timer.steps_per_s * args.batch_size, first=timer.first,
                         compile=timer.compile_estimate if mode == "graph" else None,
                         eval=eval_time, acc=acc * 100, total=train_time))
        curves[mode] = losses
        times[mode] = timer.times
    ms.set_context(mode=ms.PYNATIVE_MODE)
    return dict(rows=rows, curves=curves, times=times, steps_per_epoch=len(x_tr) // args.batch_size)


def report(result: Dict[str, Any], batch_size: int) -> None:
    rows, curves = result["rows"], result["curves"]
    print()
    print(f"Training throughput (batch {batch_size}; median step after the first):")
    print_table(rows, [("mode", "mode", "{}"), ("steps_s", "steps/s", "{:,.1f}"),
                       ("samples_s", "samples/s", "{:,.0f}"), ("first", "first step s", "{:.3f}"),
                       ("compile", "compile s", "{:.3f}"), ("acc", "test acc %", "{:.2f}")])
    if len(rows) == 2:
        print(f"\nGraph mode runs {rows[1]['steps_s'] / rows[0]['steps_s']:.1f}x the steps/s of PyNative "
              f"(compile ~{rows[1]['compile']:.2f} s, paid once on the first step).")
    steps_per_epoch = result.get("steps_per_epoch")
    early, total = compare_curves(curves, steps_per_epoch), compare_curves(curves)
    if total is not None:
        n = min(len(c) for c in curves.values())
        print(f"Loss curves agree: max |loss_graph - loss_pynative| = {early:.2e} over the first epoch "
              f"({min(n, steps_per_epoch or n)} steps), {total:.2e} over all {n} steps")
        if total > 1e-3:
            print("  (Graph mode's fused kernels may round float32 results differently in the last bit; "
                  "training amplifies such differences over hundreds of steps, so late losses drift "
                  "apart while both runs learn the same way.)")
