"""Stand-in for a module the model zoo imports (zoo28_sweep: names only, enough to import)."""
def engine(): return None
